import { act, screen, within } from '@testing-library/react';
import { makeEstimate, makeItem } from '../../../testing/fixtures';
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

describe('camera screen: analysis', () => {
  it('analyses the first photo right after upload and shows the results', async () => {
    const { user, ai } = renderCamera();
    await user.upload(input(), photoFile('shoes.jpg'));
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();
    // The analysis copy the gateway's settings asked for, not the 1280 px photo.
    expect(ai.imageSettings).toHaveBeenCalled();
    expect(ai.analyze).toHaveBeenCalledTimes(1);
    expect(ai.analyze).toHaveBeenCalledWith(expect.any(Blob), {
      signal: expect.any(AbortSignal),
      onIdentified: expect.any(Function),
      // No barcode read (this DOM has no workers): none sent, the analysis as without the reader.
      productCodes: [],
    });
    await expect(blobText(ai.analyze.mock.calls[0][0])).resolves.toBe('jpeg 512px:shoes.jpg');
    expect(screen.getByText('Salomon')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Price estimate' });
    expect(within(card).getByText('Estimated Price')).toBeInTheDocument();
    expect(within(card).getByText('$85')).toBeInTheDocument();
    expect(within(card).getByText('Price Range')).toBeInTheDocument();
    // The range is one figure whose top ('- $110') is kept on one line: read it whole.
    expect(
      within(card).getByText((_, element) => element?.tagName === 'DD' && element.textContent === '$60 - $110'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Condition')).toBeInTheDocument();
    expect(within(card).getByText('Like New')).toBeInTheDocument();
    expect(within(card).getByText('Confidence')).toBeInTheDocument();
    expect(within(card).getByText('82%')).toBeInTheDocument();
    expect(screen.getByText(makeItem().description)).toBeInTheDocument();
    expect(screen.queryByText('Demo AI')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trail Running Shoes' })).toHaveFocus();
  });

  it('sends the 1280 px photo itself when the gateway cannot say what its model reads', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ai = fakeAi();
    ai.imageSettings.mockRejectedValue(new Error('offline'));
    const { user, compress } = renderCamera({ ai });
    await user.upload(input(), photoFile('shoes.jpg'));
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();
    expect(compress).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ analysisMaxDimension: undefined }),
    );
    await expect(blobText(ai.analyze.mock.calls[0][0])).resolves.toBe('jpeg:shoes.jpg');
    expect(warn).toHaveBeenCalledWith(
      'Could not read the gateway image settings; sending the full photo',
      expect.any(Error),
    );
  });

  it('shows the analyzing screen with the step in progress, then the estimate step', async () => {
    const ai = fakeAi();
    const analysis = heldAnalysis();
    ai.analyze.mockImplementationOnce(analysis.analyze);
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile());
    expect(await screen.findByRole('heading', { name: 'Analyzing Item' })).toHaveFocus();
    expect(screen.getByText('Our AI is identifying your item and finding the best price.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo being analyzed' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2: identifying the item')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing Item. Step 1 of 2: identifying the item.');
    act(() => analysis.identify());
    expect(screen.getByText('Step 2 of 2: estimating the price')).toBeInTheDocument();
  });

  it('shows a slow-gateway note instead of a frozen screen', async () => {
    jest.useFakeTimers();
    const ai = fakeAi();
    ai.analyze.mockReturnValueOnce(new Promise(() => undefined));
    const { user } = renderCamera({ ai, userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    await user.upload(input(), photoFile());
    await screen.findByRole('heading', { name: 'Analyzing Item' });
    expect(screen.queryByText(/Still working/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(9000));
    expect(screen.getByText(/Still working \(9 s\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('badges results from the demo AI', async () => {
    const { user } = renderCamera({ ai: fakeAi(true) });
    await user.upload(input(), photoFile());
    expect(await screen.findByText('Demo AI')).toBeInTheDocument();
  });

  it('omits the brand when the AI found none', async () => {
    const ai = fakeAi();
    ai.analyze.mockResolvedValueOnce({
      item: makeItem({ brandName: undefined }),
      estimate: makeEstimate(),
      demo: false,
    });
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile());
    await screen.findByRole('heading', { name: 'Trail Running Shoes' });
    expect(screen.queryByText('Brand:')).not.toBeInTheDocument();
  });

  it.each([
    {
      name: 'identification fails',
      fail: 'identify' as const,
      error: new Error('Failed to identify item. Please try again.'),
      message: 'Failed to identify item. Please try again.',
    },
    {
      name: 'the estimate fails',
      fail: 'estimate' as const,
      error: new Error('Failed to estimate price. Please try again.'),
      message: 'Failed to estimate price. Please try again.',
    },
    {
      name: 'an error has no text',
      fail: 'identify' as const,
      error: new Error(''),
      message: 'Failed to analyze image',
    },
    { name: 'something odd is thrown', fail: 'estimate' as const, error: 'boom', message: 'Failed to analyze image' },
  ])('returns to idle with a message when $name', async ({ fail, error, message }) => {
    const ai = fakeAi();
    ai.analyze.mockImplementationOnce(async (_image, options) => {
      await Promise.resolve();
      if (fail === 'estimate') options?.onIdentified?.(makeItem());
      throw error;
    });
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Analyze Item' })).toHaveFocus();
    expect(screen.queryByText('Estimated Price')).not.toBeInTheDocument();
  });

  it('Analyze Item retries on the selected photo', async () => {
    const ai = fakeAi();
    ai.analyze.mockRejectedValueOnce(new Error('Failed to identify item. Please try again.'));
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile('first.jpg'));
    await screen.findByRole('alert');
    await user.upload(input(), photoFile('second.jpg'));
    await screen.findByRole('button', { name: 'Select photo 2' });
    await user.click(screen.getByRole('button', { name: 'Select photo 2' }));
    await user.click(screen.getByRole('button', { name: 'Analyze Item' }));
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();
    await expect(blobText(ai.analyze.mock.lastCall![0])).resolves.toBe('jpeg 512px:second.jpg');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Cancel aborts the request and returns to the photos', async () => {
    const ai = fakeAi();
    ai.analyze.mockReturnValueOnce(new Promise(() => undefined));
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(ai.analyze.mock.calls[0][1]?.signal?.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Analyze Item' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaving the page aborts the analysis in flight', async () => {
    const ai = fakeAi();
    ai.analyze.mockReturnValueOnce(new Promise(() => undefined));
    const { user, unmount } = renderCamera({ ai });
    await user.upload(input(), photoFile());
    await screen.findByRole('heading', { name: 'Analyzing Item' });
    unmount();
    expect(ai.analyze.mock.calls[0][1]?.signal?.aborted).toBe(true);
  });

  it('a reply that arrives after cancelling is ignored', async () => {
    const ai = fakeAi();
    const analysis = heldAnalysis();
    ai.analyze.mockImplementationOnce(analysis.analyze);
    const { user } = renderCamera({ ai });
    await user.upload(input(), photoFile());
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await act(async () => {
      analysis.identify();
      analysis.answer();
    });
    expect(screen.queryByText(/^Identified:/)).not.toBeInTheDocument();
    expect(screen.queryByText('Estimated Price')).not.toBeInTheDocument();
  });
});
