/** The AI port's analyze reports the item before its price: the screen shows the name while it waits. */
import { act, screen } from '@testing-library/react';
import {
  blobText,
  fakeAi,
  heldAnalysis,
  photoFile,
  renderCamera,
  setUpCameraScreenTests,
} from '../../../testing/renderCamera';

setUpCameraScreenTests();

const input = () => screen.getByLabelText<HTMLInputElement>('Choose a photo');

function streamingAi() {
  const analysis = heldAnalysis();
  const ai = fakeAi();
  ai.analyze.mockImplementation(analysis.analyze);
  return { ai, analysis };
}

describe('camera screen: one-round-trip analysis', () => {
  it('shows and announces the identified item while the price is estimated, then the results', async () => {
    const { ai, analysis } = streamingAi();
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile('shoes.jpg'));
    await screen.findByRole('heading', { name: 'Analyzing Item' });
    await expect(blobText(ai.analyze.mock.calls[0][0])).resolves.toBe('jpeg 512px:shoes.jpg');
    expect(screen.queryByText(/^Identified:/)).not.toBeInTheDocument();

    act(() => analysis.identify());
    expect(screen.getByText('Identified: Trail Running Shoes')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 2: estimating the price')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Analyzing Item. Identified: Trail Running Shoes. Step 2 of 2: estimating the price.',
    );
    // The results panel is built hidden while the price is estimated: out of sight and of the accessibility tree.
    expect(screen.queryByRole('region', { name: 'Price estimate' })).not.toBeInTheDocument();
    expect(screen.getByText('Estimated Price')).not.toBeVisible();

    await act(async () => analysis.answer());
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price estimate' })).toHaveTextContent('$85');
    expect(ai.analyze).toHaveBeenCalledTimes(1);
  });

  it('cancels the request in flight, and a new analysis starts without the old name', async () => {
    const { ai, analysis } = streamingAi();
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile());
    await screen.findByRole('heading', { name: 'Analyzing Item' });
    act(() => analysis.identify());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(analysis.signal()?.aborted).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Analyze Item' }));
    expect(await screen.findByText('Step 1 of 2: identifying the item')).toBeInTheDocument();
    expect(screen.queryByText(/^Identified:/)).not.toBeInTheDocument();
  });

  it('shows the failure the port reports and returns to idle', async () => {
    const { ai, analysis } = streamingAi();
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile());
    await screen.findByRole('heading', { name: 'Analyzing Item' });
    await act(async () => analysis.fail(new Error('Failed to estimate price. Please try again.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to estimate price. Please try again.');
  });
});
