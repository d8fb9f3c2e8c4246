import { decodeImageElement } from '../decodeImageElement';

/** jsdom neither decodes images nor has object URLs: the browser's part, faked at that boundary. */
function fakeBrowser(decode: () => Promise<void>) {
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: () => 'blob:photo',
    revokeObjectURL: (url: string) => void revoked.push(url),
  });
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: decode });
  jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(4032);
  jest.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(3024);
  return { revoked };
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  jest.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
});

describe('decodeImageElement', () => {
  it("gives the image's size and keeps its URL until closed", async () => {
    const { revoked } = fakeBrowser(() => Promise.resolve());
    const raster = await decodeImageElement(new Blob(['x'], { type: 'image/heic' }));
    expect(raster).toMatchObject({ width: 4032, height: 3024 });
    expect(raster.source.src).toBe('blob:photo');
    expect(revoked).toEqual([]);
    raster.close();
    expect(revoked).toEqual(['blob:photo']);
  });

  it('frees the URL and rejects when the browser cannot decode the file', async () => {
    const { revoked } = fakeBrowser(() => Promise.reject(new Error('EncodingError')));
    await expect(decodeImageElement(new Blob(['x']))).rejects.toThrow('EncodingError');
    expect(revoked).toEqual(['blob:photo']);
  });
});
