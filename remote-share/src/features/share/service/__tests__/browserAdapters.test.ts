import { copyText, detectPlatform } from '../browserAdapters';

describe('copyText', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
    else Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(globalThis, 'ClipboardItem');
  });

  it('writes a ClipboardItem whose data is a promise, created inside the call (Safari)', async () => {
    const items: unknown[] = [];
    class FakeClipboardItem {
      constructor(readonly data: Record<string, Promise<Blob>>) {
        items.push(this);
      }
    }
    Object.assign(globalThis, { ClipboardItem: FakeClipboardItem });
    const write = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { write, writeText: jest.fn() } });
    const pending = copyText('hello');
    expect(write).toHaveBeenCalledTimes(1);
    const blob = await (items[0] as FakeClipboardItem).data['text/plain'];
    expect(blob.type).toBe('text/plain');
    await pending;
  });

  it('uses writeText where there is no ClipboardItem, or where it does not take text', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText, write: jest.fn() } });
    await copyText('hi');
    expect(writeText).toHaveBeenCalledWith('hi');
    Object.assign(globalThis, {
      ClipboardItem: Object.assign(jest.fn(), { supports: (type: string) => type !== 'text/plain' }),
    });
    await copyText('ho');
    expect(writeText).toHaveBeenLastCalledWith('ho');
  });

  describe('without an async clipboard (plain http)', () => {
    const execCommand = jest.fn<boolean, [string]>();
    beforeEach(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
      Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    });
    afterEach(() => {
      Reflect.deleteProperty(document, 'execCommand');
      execCommand.mockReset();
    });

    it('copies with the legacy command inside the call, from a selected text area', async () => {
      let selected = '';
      execCommand.mockImplementation(() => {
        selected = document.querySelector('textarea')?.value ?? '';
        return true;
      });
      const pending = copyText('hello');
      expect(execCommand).toHaveBeenCalledWith('copy'); // synchronously, still in the tap
      expect(selected).toBe('hello');
      await pending;
      expect(document.querySelector('textarea')).toBeNull();
    });

    it('rejects when the command is refused', async () => {
      execCommand.mockReturnValue(false);
      await expect(copyText('hi')).rejects.toThrow('The clipboard is not available');
    });
  });
});

describe('detectPlatform', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7)', 0, { android: true, ios: false }],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5, { android: false, ios: true }],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5, { android: false, ios: true }],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0, { android: false, ios: false }],
  ])('%s', (ua, touch, expected) => {
    expect(detectPlatform(ua, touch)).toEqual(expected);
  });
});
