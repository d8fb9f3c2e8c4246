/**
 * Issue 17: the results panel is built hidden while the photo is analysed, so the answer only
 * has to fill it in and show it. Hidden means out of sight, out of the accessibility tree, and
 * not yet "shown" for the time-to-price marks.
 */
import { act, screen } from '@testing-library/react';
import type { AnalysisReply } from '@snap/shared';
import { makeEstimate, makeItem } from '../../../testing/fixtures';
import { deferred, fakeAi, photoFile, renderCamera, setUpCameraScreenTests } from '../../../testing/renderCamera';

setUpCameraScreenTests();

const input = () => screen.getByLabelText<HTMLInputElement>('Choose a photo');
const priceShownMarks = (mark: jest.Mock) =>
  mark.mock.calls.filter(([name]) => name === 'capture:price-shown').length;

describe('camera screen: the results panel built while analysing', () => {
  // jsdom has no User Timing: the marks are recorded here.
  const mark = jest.fn();
  beforeEach(() => {
    mark.mockClear();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  });
  afterEach(() => Reflect.deleteProperty(performance, 'mark'));

  it('is hidden and unmarked while analysing, then shows the real result and marks the price shown once', async () => {
    const reply = deferred<AnalysisReply>();
    const ai = { ...fakeAi(), analyze: jest.fn(() => reply.promise) };
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile('shoes.jpg'));
    await screen.findByRole('heading', { name: 'Analyzing Item' });

    // Built at idle priority, once the loaded part has rendered.
    expect(await screen.findByText('Estimated Price')).not.toBeVisible();
    expect(screen.queryByRole('region', { name: 'Price estimate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take Another Photo' })).not.toBeInTheDocument();
    expect(priceShownMarks(mark)).toBe(0);

    await act(async () => reply.resolve({ item: makeItem(), estimate: makeEstimate(), demo: false }));
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Price estimate' })).toHaveTextContent('$85');
    // The rehearsal's placeholders are gone: its Demo badge and brand were replaced by the result's.
    expect(screen.queryByText('Demo AI')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Analyzing Item' })).not.toBeInTheDocument();
    expect(priceShownMarks(mark)).toBe(1);
  });
});
