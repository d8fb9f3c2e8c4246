/** Issue 17: with the AI port's one-round-trip analyze, the identified item shows before its price. */
import { act, screen } from '@testing-library/react';
import type { AiClient, AnalysisReply, AnalyzeOptions } from '@snap/shared';
import { makeEstimate, makeItem } from '../../../testing/fixtures';
import {
  blobText,
  deferred,
  fakeAi,
  photoFile,
  renderCamera,
  setUpCameraScreenTests,
} from '../../../testing/renderCamera';

setUpCameraScreenTests();

const input = () => screen.getByLabelText<HTMLInputElement>('Choose a photo');

function streamingAi() {
  const reply = deferred<AnalysisReply>();
  let options: AnalyzeOptions = {};
  const analyze = jest.fn<ReturnType<NonNullable<AiClient['analyze']>>, Parameters<NonNullable<AiClient['analyze']>>>(
    (_jpeg, given = {}) => {
      options = given;
      return reply.promise;
    },
  );
  return {
    ai: { ...fakeAi(), analyze },
    reply,
    identified: () => options.onIdentified?.(makeItem()),
    signal: () => options.signal,
  };
}

describe('camera screen: one-round-trip analysis', () => {
  it('shows and announces the identified item while the price is estimated, then the results', async () => {
    const { ai, reply, identified } = streamingAi();
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile('shoes.jpg'));
    await screen.findByRole('heading', { name: 'Analyzing Item' });
    await expect(blobText(ai.analyze.mock.calls[0][0])).resolves.toBe('jpeg 512px:shoes.jpg');
    expect(screen.queryByText(/^Identified:/)).not.toBeInTheDocument();

    act(() => identified());
    expect(screen.getByText('Identified: Trail Running Shoes')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2: estimating the price')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Analyzing Item. Identified: Trail Running Shoes. Step 2 of 2: estimating the price.',
    );
    // The results panel is built hidden while the price is estimated: out of sight and of the accessibility tree.
    expect(screen.queryByRole('region', { name: 'Price estimate' })).not.toBeInTheDocument();
    expect(screen.getByText('Estimated Price')).not.toBeVisible();

    await act(async () => reply.resolve({ item: makeItem(), estimate: makeEstimate(), demo: false }));
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();
    expect(screen.getByText('$85')).toBeInTheDocument();
    expect(ai.identify).not.toHaveBeenCalled();
    expect(ai.estimate).not.toHaveBeenCalled();
  });

  it('cancels the request in flight, and a new analysis starts without the old name', async () => {
    const { ai, identified, signal } = streamingAi();
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile());
    await screen.findByRole('heading', { name: 'Analyzing Item' });
    act(() => identified());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(signal()?.aborted).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Analyze Item' }));
    expect(await screen.findByText('Step 1 of 2: identifying the item')).toBeInTheDocument();
    expect(screen.queryByText(/^Identified:/)).not.toBeInTheDocument();
  });

  it('shows the failure the port reports and returns to idle', async () => {
    const { ai, reply } = streamingAi();
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile());
    await screen.findByRole('heading', { name: 'Analyzing Item' });
    await act(async () => reply.reject(new Error('Failed to estimate price. Please try again.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to estimate price. Please try again.');
  });
});
