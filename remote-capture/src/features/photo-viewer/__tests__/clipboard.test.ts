import { copyImageToClipboard, type ClipboardEnvironment } from '../api/clipboard';

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
    copyText: jest.fn(() => Promise.resolve()),
    toDataUrl: jest.fn(() => Promise.resolve('data:image/jpeg;base64,AAAA')),
    png,
    ...overrides,
  };
}

const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });

describe('copyImageToClipboard', () => {
  it('writes the image as PNG in a secure context', async () => {
    const env = environment();
    await expect(copyImageToClipboard(jpeg, env)).resolves.toBe('image');
    const write = env.clipboard.write as jest.Mock;
    const [[items]] = write.mock.calls as [[FakeClipboardItem[]]];
    await expect(items[0].items['image/png']).resolves.toBe(env.png);
    expect(env.toPng).toHaveBeenCalledWith(jpeg);
    expect(env.copyText).not.toHaveBeenCalled();
  });

  it('copies a data URL as text in an insecure context', async () => {
    const env = environment({ secure: false, clipboard: undefined });
    await expect(copyImageToClipboard(jpeg, env)).resolves.toBe('data-url');
    expect(env.copyText).toHaveBeenCalledWith('data:image/jpeg;base64,AAAA');
  });

  it('falls back to text where ClipboardItem is missing', async () => {
    const env = environment({ ClipboardItem: undefined });
    await expect(copyImageToClipboard(jpeg, env)).resolves.toBe('data-url');
  });

  it('lets a refusal through so the viewer can say it failed', async () => {
    const env = environment({ clipboard: { write: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    await expect(copyImageToClipboard(jpeg, env)).rejects.toThrow('denied');
  });
});
