import { canWriteImage, copyImageToClipboard, type ClipboardEnvironment } from '../api/clipboard';

class FakeClipboardItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

function environment(overrides: Partial<ClipboardEnvironment> = {}) {
  const png = new Blob(['png'], { type: 'image/png' });
  return {
    secure: true,
    clipboard: { write: jest.fn(() => Promise.resolve()) },
    ClipboardItem: FakeClipboardItem as unknown as typeof ClipboardItem,
    toPng: jest.fn(() => Promise.resolve(png)),
    copyTextNow: jest.fn<void, [string]>(),
    png,
    ...overrides,
  };
}

const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
const DATA_URL = 'data:image/jpeg;base64,AAAA';

describe('copyImageToClipboard', () => {
  it('writes the image as PNG in a secure context, the item created inside the call (Safari)', async () => {
    const env = environment();
    const pending = copyImageToClipboard(jpeg, env, DATA_URL);
    const write = env.clipboard.write as jest.Mock;
    expect(write).toHaveBeenCalledTimes(1); // synchronously, still in the tap
    await expect(pending).resolves.toBe('image');
    const [[items]] = write.mock.calls as [[FakeClipboardItem[]]];
    await expect(items[0].items['image/png']).resolves.toBe(env.png);
    expect(env.toPng).toHaveBeenCalledWith(jpeg);
    expect(env.copyTextNow).not.toHaveBeenCalled();
  });

  it('copies the data URL read ahead, inside the call, in an insecure context', async () => {
    const env = environment({ secure: false, clipboard: undefined });
    const pending = copyImageToClipboard(jpeg, env, DATA_URL);
    expect(env.copyTextNow).toHaveBeenCalledWith(DATA_URL); // no await before the copy command
    await expect(pending).resolves.toBe('data-url');
  });

  it('falls back to text where ClipboardItem is missing or does not take PNG', async () => {
    await expect(copyImageToClipboard(jpeg, environment({ ClipboardItem: undefined }), DATA_URL)).resolves.toBe(
      'data-url',
    );
    const noPng = Object.assign(class extends FakeClipboardItem {}, {
      supports: (type: string) => type !== 'image/png',
    });
    const env = environment({ ClipboardItem: noPng as unknown as typeof ClipboardItem });
    expect(canWriteImage(env)).toBe(false);
    await expect(copyImageToClipboard(jpeg, env, DATA_URL)).resolves.toBe('data-url');
    expect(env.clipboard.write).not.toHaveBeenCalled();
  });

  it('fails rather than wait when the data URL is not read yet, or the command is refused', async () => {
    await expect(copyImageToClipboard(jpeg, environment({ secure: false }))).rejects.toThrow(
      'The photo is still being read',
    );
    const refused = environment({
      secure: false,
      copyTextNow: () => {
        throw new Error('The copy command was refused');
      },
    });
    await expect(copyImageToClipboard(jpeg, refused, DATA_URL)).rejects.toThrow('refused');
  });

  it('lets a refusal through so the viewer can say it failed', async () => {
    const env = environment({
      clipboard: { write: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    await expect(copyImageToClipboard(jpeg, env)).rejects.toThrow('denied');
  });
});
