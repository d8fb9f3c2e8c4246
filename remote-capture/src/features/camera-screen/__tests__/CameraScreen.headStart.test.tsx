/**
 * The first photo's analysis leaves with its analysis copy, while the photo itself is
 * still being prepared, and the screen takes that same request over; a photo that never arrives
 * has it aborted.
 */
import { act, screen } from '@testing-library/react';
import type { CompressedImage } from '../../image-pipeline/ImagePipelineContext';
import {
  blobText,
  deferred,
  fakeAi,
  fakeCompress,
  heldAnalysis,
  photoFile,
  renderCamera,
  setUpCameraScreenTests,
} from '../../../testing/renderCamera';

setUpCameraScreenTests();

const input = () => screen.getByLabelText<HTMLInputElement>('Choose a photo');

/** A pipeline that hands over the analysis copy, then waits for the test to finish the photo. */
function slowPhotoPipeline() {
  const photo = deferred<CompressedImage>();
  const compress = fakeCompress();
  compress.mockImplementation((file, options) => {
    options?.onAnalysisCopy?.(new Blob([`copy:${file.name}`], { type: 'image/jpeg' }));
    return photo.promise;
  });
  const finish = (name: string) =>
    act(async () =>
      photo.resolve({
        blob: new Blob([`jpeg:${name}`], { type: 'image/jpeg' }),
        width: 1280,
        height: 960,
        quality: 0.9,
        encodes: 1,
        analysis: { blob: new Blob([`copy:${name}`]), width: 512, height: 384, quality: 0.9, encodes: 1 },
      }),
    );
  return { compress, photo, finish };
}

describe('camera screen: the analysis head start', () => {
  it('sends the analysis copy while the photo is still being prepared, and shows that request’s results', async () => {
    const { compress, finish } = slowPhotoPipeline();
    const { user, ai } = renderCamera({ compress });
    await user.upload(input(), photoFile('shoes.jpg'));
    // The request is out; the screen still says the photo is being prepared.
    expect(ai.analyze).toHaveBeenCalledTimes(1);
    await expect(blobText(ai.analyze.mock.calls[0][0])).resolves.toBe('copy:shoes.jpg');
    expect(screen.getByText('Preparing your photo…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Analyzing Item' })).not.toBeInTheDocument();

    await finish('shoes.jpg');
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();
    // The screen took the request over: no second one.
    expect(ai.analyze).toHaveBeenCalledTimes(1);
  });

  it('aborts the request when the photo then fails to prepare, and shows the failure only', async () => {
    const { compress, photo } = slowPhotoPipeline();
    const ai = fakeAi();
    const analysis = heldAnalysis();
    ai.analyze.mockImplementation(analysis.analyze);
    const { user } = renderCamera({ compress, ai });
    await user.upload(input(), photoFile('shoes.jpg'));
    expect(ai.analyze).toHaveBeenCalledTimes(1);
    await act(async () => photo.reject(new Error('The photo could not be read')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo could not be read');
    expect(analysis.signal()?.aborted).toBe(true);
    await act(async () => analysis.answer());
    expect(screen.queryByRole('heading', { name: 'Analyzing Item' })).not.toBeInTheDocument();
    expect(screen.queryByText('Estimated Price')).not.toBeInTheDocument();
  });

  it('hands the file to the pipeline before the screen renders that the photo is being prepared', async () => {
    const compress = fakeCompress();
    const shownWhenHandedOver: boolean[] = [];
    const prepare = compress.getMockImplementation();
    compress.mockImplementation((file, options) => {
      shownWhenHandedOver.push(screen.queryByText('Preparing your photo…') !== null);
      return prepare!(file, options);
    });
    const { user } = renderCamera({ compress });
    await user.upload(input(), photoFile('shoes.jpg'));
    expect(await screen.findByRole('heading', { name: 'Trail Running Shoes' })).toBeInTheDocument();
    expect(compress).toHaveBeenCalledWith(expect.any(File), expect.objectContaining({ analysisMaxDimension: 512 }));
    expect(shownWhenHandedOver).toEqual([false]);
  });

  it('starts nothing early for a photo that is not analysed on arrival (a second photo)', async () => {
    const { user, ai } = renderCamera();
    await user.upload(input(), photoFile('shoes.jpg'));
    await screen.findByRole('heading', { name: 'Trail Running Shoes' });
    expect(ai.analyze).toHaveBeenCalledTimes(1);
    // Take Another Photo would start over; a photo added to the results' strip is not analysed.
    await user.upload(input(), photoFile('box.jpg'));
    expect(ai.analyze).toHaveBeenCalledTimes(1);
  });
});
