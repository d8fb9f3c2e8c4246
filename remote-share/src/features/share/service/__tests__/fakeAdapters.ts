/** ShareAdapters fakes for the flow tests: every browser call recorded, page-hide triggered by hand. */
import type { ShareAdapters, SharePayload } from '../adapters';

export function fakeAdapters(overrides: Partial<ShareAdapters> = {}) {
  let hide: (() => void) | null = null;
  const base = {
    share: jest.fn<Promise<void>, [SharePayload]>(() => Promise.resolve()),
    canShare: jest.fn<boolean, [SharePayload]>(() => true),
    copyText: jest.fn<Promise<void>, [string]>(() => Promise.resolve()),
    open: jest.fn<void, [string]>(),
    assign: jest.fn<void, [string]>(),
    wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    onPageHidden: jest.fn((callback: () => void) => {
      hide = callback;
      return () => {
        hide = null;
      };
    }),
    platform: { android: false, ios: false },
  };
  // Typed as the jest mocks, so tests read calls; an override (e.g. share: null) replaces one.
  const adapters = { ...base, ...overrides } as typeof base & ShareAdapters;
  return { adapters, hidePage: () => hide?.() };
}

export const domError = (name: string, message = name) => Object.assign(new Error(message), { name });

export const SAMPLE = {
  title: 'Acme Lamp - $45',
  description: 'Brass lamp. Works well. Scratched.',
  price: 45,
  condition: 'good',
  category: 'Home',
  tags: ['desk lamp'],
  url: 'http://localhost/camera',
};

export const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8])], name, { type: 'image/jpeg' });
