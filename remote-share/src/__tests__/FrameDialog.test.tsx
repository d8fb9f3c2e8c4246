import { act, fireEvent, screen, within } from '@testing-library/react';
import FrameDialog from '../FrameDialog';
import { FRAME_LOAD_TIMEOUT_MS, FRAMING_PROBE_TIMEOUT_MS } from '../features/frame/frameLoad';
import { SAMPLE_LISTING, SIGNED_IN, renderInHostShell } from '../testing/renderInHostShell';
import type { AppUser, MarketplaceId, ShareData } from '@snap/shared';

type Probe = 'framable' | 'refused' | 'hangs';

/** The framing probe's fetch, at the browser boundary: a readable page, a CORS refusal, or silence. */
function stubFetch(probe: Probe) {
  const fetch = jest.fn(() => {
    if (probe === 'framable')
      return Promise.resolve({ ok: true, status: 200, url: '', headers: new Headers() } as Response);
    if (probe === 'refused') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise<Response>(() => {});
  });
  Object.assign(globalThis, { fetch });
  return fetch;
}

function renderFrame({
  marketplace = 'mercari',
  data,
  user = null,
}: { marketplace?: MarketplaceId; data?: ShareData; user?: AppUser | null } = {}) {
  const onClose = jest.fn();
  const view = renderInHostShell(<FrameDialog open onClose={onClose} marketplace={marketplace} data={data} />, {
    user,
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  return { ...view, onClose };
}

const loading = () => screen.queryByRole('status');
const unableToLoad = () => screen.queryByRole('alert');
const frame = (name = 'Mercari') => screen.queryByTitle(name);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('FrameDialog states', () => {
  it("shows a framable marketplace in a sandboxed frame once the frame's load arrives", async () => {
    stubFetch('framable');
    renderFrame();
    expect(screen.getByRole('dialog', { name: 'Mercari' })).toBeInTheDocument();
    expect(loading()).toHaveTextContent('Loading Mercari');
    const iframe = await screen.findByTitle('Mercari');
    expect(iframe).toHaveAttribute('src', 'https://www.mercari.com/sell/');
    expect(iframe).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
    expect(iframe).not.toBeVisible();
    fireEvent.load(iframe);
    expect(loading()).not.toBeInTheDocument();
    expect(iframe).toBeVisible();
    act(() => jest.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS));
    expect(unableToLoad()).not.toBeInTheDocument();
  });

  it("gives an allowed frame longer than the probe to load, then turns it into 'Unable to load'", async () => {
    stubFetch('framable');
    renderFrame();
    await screen.findByTitle('Mercari');
    act(() => jest.advanceTimersByTime(FRAMING_PROBE_TIMEOUT_MS));
    expect(loading()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - FRAMING_PROBE_TIMEOUT_MS - 1));
    expect(loading()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(FRAMING_PROBE_TIMEOUT_MS + 1));
    expect(unableToLoad()).toHaveTextContent('Unable to load');
    expect(frame()).not.toBeInTheDocument();
  });

  it("reaches 'Unable to load' as soon as the marketplace refuses, with Try Again and Open in New Tab", async () => {
    const fetch = stubFetch('refused');
    const { user } = renderFrame({ marketplace: 'ebay' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to load' })).toBeInTheDocument();
    expect(frame('eBay')).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Open in New Tab' })).toHaveAttribute(
      'href',
      'https://www.ebay.com/sl/sell',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(loading()).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load');
  });

  it("turns a marketplace that never answers into 'Unable to load' at the probe's watchdog, within 4 s", () => {
    stubFetch('hangs');
    renderFrame();
    act(() => jest.advanceTimersByTime(FRAMING_PROBE_TIMEOUT_MS - 1));
    expect(loading()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(unableToLoad()).toHaveTextContent('Unable to load');
    expect(FRAMING_PROBE_TIMEOUT_MS).toBeLessThan(4000);
  });
});

describe('FrameDialog toolbar', () => {
  it('refreshes, opens the catalogue address in a new tab and closes', async () => {
    const fetch = stubFetch('framable');
    const { user, onClose } = renderFrame();
    fireEvent.load(await screen.findByTitle('Mercari'));
    expect(loading()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(loading()).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    fireEvent.load(await screen.findByTitle('Mercari'));
    expect(loading()).not.toBeInTheDocument();
    const newTab = screen.getByRole('link', { name: 'Open Mercari in a new tab' });
    expect(newTab).toHaveAttribute('href', 'https://www.mercari.com/sell/');
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('frames nothing for an id outside the catalogue', () => {
    const fetch = stubFetch('framable');
    renderFrame({ marketplace: 'myspace' as MarketplaceId });
    expect(screen.getByRole('alert')).toHaveTextContent('Marketplace configuration not found');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('FrameDialog listing copy actions', () => {
  it('are absent without a listing', async () => {
    stubFetch('refused');
    renderFrame({ user: SIGNED_IN });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load');
    expect(screen.queryByRole('button', { name: /copy title/i })).not.toBeInTheDocument();
  });

  it('copy for a signed-in seller', async () => {
    stubFetch('refused');
    const { user } = renderFrame({ data: SAMPLE_LISTING, user: SIGNED_IN });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load');
    await user.click(screen.getByRole('button', { name: /copy title/i }));
    expect(await navigator.clipboard.readText()).toContain(SAMPLE_LISTING.title);
    expect(screen.queryByRole('dialog', { name: 'Sign up to share your listing' })).not.toBeInTheDocument();
  });

  it('open the sign-up prompt for an anonymous visitor and copy nothing', async () => {
    stubFetch('refused');
    const { user, onClose } = renderFrame({ data: SAMPLE_LISTING });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load');
    await navigator.clipboard.writeText('before');
    for (const name of [/copy title/i, /copy complete listing/i]) {
      await user.click(screen.getByRole('button', { name }));
      const prompt = await screen.findByRole('dialog', { name: 'Sign up to share your listing' });
      await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
      await act(() => jest.runOnlyPendingTimersAsync());
      expect(screen.queryByRole('dialog', { name: 'Sign up to share your listing' })).not.toBeInTheDocument();
    }
    // Focus is back on the last copy action; the keyboard is gated like the pointer.
    expect(screen.getByRole('button', { name: /copy complete listing/i })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign up to share your listing' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await act(() => jest.runOnlyPendingTimersAsync());
    expect(await navigator.clipboard.readText()).toBe('before');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /copy title/i }));
    await user.click(await screen.findByRole('link', { name: 'Sign Up Free' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Sign-up form')).toBeInTheDocument();
  });
});
