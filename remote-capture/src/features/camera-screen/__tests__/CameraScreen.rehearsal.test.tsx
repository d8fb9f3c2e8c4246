/**
 * The results panel is built hidden from the picker's opening and while the photo is analysed, so the answer only
 * has to fill it in and show it. Hidden means out of sight, out of the accessibility tree, and
 * not yet "shown" for the time-to-price marks. Only a part whose chunk is here is built so: a
 * hidden part that failed to download would show "could not load" once the answer came.
 */
import { act, screen, waitFor } from '@testing-library/react';
import {
  fakeAi,
  heldAnalysis,
  photoFile,
  renderCamera,
  renderCameraResults,
  setUpCameraScreenTests,
} from '../../../testing/renderCamera';

// The results chunk fails to download while `mockOffline` is set (a module factory that throws).
let mockOffline = false;
let mockResultsLoads = 0;
jest.mock('../components/CameraResults', () => {
  mockResultsLoads += 1;
  if (mockOffline) throw new Error('Loading chunk failed (offline).');
  return jest.requireActual('../components/CameraResults');
});

setUpCameraScreenTests();

const input = () => screen.getByLabelText<HTMLInputElement>('Choose a photo');
const priceShownMarks = (mark: jest.Mock) => mark.mock.calls.filter(([name]) => name === 'capture:price-shown').length;

describe('camera screen: the results panel built while analysing', () => {
  // First: a module loads once per test file, and this one needs the results part unloaded.
  it('is not built while its chunk is missing; the answer then loads it and shows the results', async () => {
    mockOffline = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const analysis = heldAnalysis();
    const ai = fakeAi();
    ai.analyze.mockImplementationOnce(analysis.analyze);
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile('shoes.jpg'));
    await screen.findByRole('heading', { name: 'Analyzing Item' });
    // The preload failed: the panel is not built hidden, so nothing failed on screen either.
    await waitFor(() => expect(mockResultsLoads).toBeGreaterThan(0));
    await act(async () => undefined);
    expect(screen.queryByText('Estimated Price')).not.toBeInTheDocument();

    mockOffline = false;
    await act(async () => analysis.answer());
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is built, hidden, from the moment the seller opens the picker: before any photo comes back', async () => {
    const { user } = renderCamera();
    expect(screen.queryByText('Estimated Price')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Photo' }));
    expect(await screen.findByText('Estimated Price')).not.toBeVisible();
    expect(screen.queryByRole('region', { name: 'Price estimate' })).not.toBeInTheDocument();
    // Still the camera's idle screen: nothing is analysed, nothing announced.
    expect(screen.queryByRole('heading', { name: 'Analyzing Item' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose from Gallery' })).toBeVisible();
  });

  it('goes with the result on Take Another Photo, and is built again at the next opening of the picker', async () => {
    const { user } = await renderCameraResults();
    await user.click(screen.getByRole('button', { name: 'Take Another Photo' }));
    expect(await screen.findByText('Position item in frame')).toBeVisible();
    expect(screen.queryByText('Estimated Price')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take Photo' }));
    expect(await screen.findByText('Estimated Price')).not.toBeVisible();
  });

  // jsdom has no User Timing: the marks are recorded here.
  const mark = jest.fn();
  beforeEach(() => {
    mark.mockClear();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  });
  afterEach(() => Reflect.deleteProperty(performance, 'mark'));

  it('is hidden and unmarked while analysing, then shows the real result and marks the price shown once', async () => {
    const analysis = heldAnalysis();
    const ai = fakeAi();
    ai.analyze.mockImplementationOnce(analysis.analyze);
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile('shoes.jpg'));
    await screen.findByRole('heading', { name: 'Analyzing Item' });

    // Built at idle priority, once the loaded part has rendered.
    expect(await screen.findByText('Estimated Price')).not.toBeVisible();
    expect(screen.queryByRole('region', { name: 'Price estimate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take Another Photo' })).not.toBeInTheDocument();
    // The anonymous banner under the results is built with them, hidden too.
    expect(screen.getByText(/Want to save this result\?/)).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    expect(priceShownMarks(mark)).toBe(0);
    // Built as a usual answer is: the evidence panel's listing rows (the first five of ten) are there.
    expect(screen.getAllByText('Listing')).toHaveLength(5);

    await act(async () => analysis.answer());
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Price estimate' })).toHaveTextContent('$85');
    // The rehearsal's placeholders are gone: its Demo badge and brand were replaced by the result's.
    expect(screen.queryByText('Demo AI')).not.toBeInTheDocument();
    expect(screen.queryAllByText('Listing')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Analyzing Item' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toBeVisible();
    expect(priceShownMarks(mark)).toBe(1);
  });
});
