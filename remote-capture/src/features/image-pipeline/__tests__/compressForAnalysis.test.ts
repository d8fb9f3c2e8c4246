/**
 * The main-thread engines are a chunk loaded on first use (jsdom has no worker path, so every
 * call here takes them). The mocked module stands in for that chunk.
 */
import type { CompressedImage } from '../core/compressImage';
import { ANALYSIS_LIMITS, analysisCopyLimits, createCompressForAnalysis } from '../compressForAnalysis';

let mockLoadFails = false;
const mockCompressed: CompressedImage = {
  blob: new Blob(['jpeg']),
  width: 1280,
  height: 960,
  quality: 0.9,
  encodes: 1,
};
const mockOnMainThread = jest.fn(async () => mockCompressed);

jest.mock('../browser/mainThreadCompress', () => {
  if (mockLoadFails) throw new Error('Loading chunk capture-main-thread-pipeline failed.');
  return { compressOnMainThread: mockOnMainThread, compressThroughImageElement: jest.fn() };
});

const file = new File(['photo'], 'photo.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('compressForAnalysis without a worker', () => {
  it("reports the pipeline's own message when the main-thread code cannot load", async () => {
    mockLoadFails = true;
    await expect(createCompressForAnalysis()(file)).rejects.toMatchObject({
      name: 'ImagePipelineError',
      code: 'failed',
      message: 'Failed to process the image',
    });
    expect(mockOnMainThread).not.toHaveBeenCalled();
  });

  it('loads it again on the next photo and compresses on the main thread', async () => {
    mockLoadFails = false;
    await expect(createCompressForAnalysis()(file)).resolves.toBe(mockCompressed);
    expect(mockOnMainThread).toHaveBeenCalledWith(file, ANALYSIS_LIMITS, undefined, undefined);
  });

  it('asks for a 512 px analysis copy at detail low, and for none when the model reads the photo itself', async () => {
    const compress = createCompressForAnalysis();
    await compress(file, { analysisMaxDimension: 512 });
    expect(mockOnMainThread).toHaveBeenLastCalledWith(file, ANALYSIS_LIMITS, analysisCopyLimits(512), undefined);
    expect(analysisCopyLimits(512)).toMatchObject({ maxDimension: 512, targetBytes: 56 * 1024, qualityStart: 0.9 });
    await compress(file, { analysisMaxDimension: 1280 });
    expect(mockOnMainThread).toHaveBeenLastCalledWith(file, ANALYSIS_LIMITS, undefined, undefined);
  });
});
