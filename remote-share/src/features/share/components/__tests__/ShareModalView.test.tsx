import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LISTING, SAVED, renderShareModal } from './renderShareModal';
import { domError } from '../../service/__tests__/fakeAdapters';

/** A share button once the photos are ready; its name goes on with what the seller keeps there. */
async function enabled(name: string) {
  const button = screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

const status = () =>
  within(screen.getByRole('dialog', { name: 'Share to Marketplaces' }))
    .getAllByRole('status')
    .at(-1)!;

describe('Share to Marketplaces modal', () => {
  it('shows the item, the capability ticks and the four groups', async () => {
    renderShareModal();
    const dialog = screen.getByRole('dialog', { name: 'Share to Marketplaces' });
    expect(within(dialog).getByText(LISTING.title)).toBeInTheDocument();
    expect(screen.getByText('Native sharing (Level 2, with photos)')).toHaveTextContent(': not available');
    for (const heading of ['Premium native sharing', 'Auto-copy & Redirect', 'Traditional', 'Copy manually']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const premium = screen.getByRole('region', { name: 'Premium native sharing' });
    expect(
      within(premium)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(
      ['Facebook Marketplace', 'Instagram Feed', 'OfferUp', 'Mercari'].map((name) =>
        expect.stringMatching(new RegExp(`^Share to ${name}\\. You keep \\$`)),
      ),
    );
    // jsdom is not Android: no intent link.
    expect(screen.queryByRole('button', { name: /^Open the Facebook app\b/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Share to Facebook Marketplace\b/ })).toBeEnabled());
  });

  it('keeps native share buttons busy until the photos are ready', async () => {
    let finish!: (blob: Blob) => void;
    const reencoder = jest.fn(() => new Promise<Blob>((resolve) => (finish = resolve)));
    renderShareModal({ reencoder });
    const facebook = screen.getByRole('button', { name: /^Share to Facebook Marketplace\b/ });
    expect(facebook).toBeDisabled();
    expect(facebook).toHaveAttribute('aria-busy', 'true');
    expect(facebook).toHaveTextContent('Preparing photos 0 of 2…');
    expect(screen.getByRole('button', { name: /^Share to Craigslist\b/ })).toBeEnabled();
    finish(new Blob(['x']));
    expect(await screen.findAllByText('Preparing photos 1 of 2…')).toHaveLength(4);
    finish(new Blob(['y']));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Share to Facebook Marketplace\b/ })).toBeEnabled());
  });

  it('shares the prepared files natively, without counting the listing as listed there', async () => {
    const { adapters, update, port } = renderShareModal();
    await userEvent.click(await enabled('Share to Facebook Marketplace'));
    expect(await screen.findByText('✓ Shared via native app!')).toBeInTheDocument();
    const { files, url } = adapters.share.mock.calls[0][0];
    expect(files?.map((f) => f.name)).toEqual(['item-image-1.jpg', 'item-image-2.jpg']);
    expect(url).toBe('http://localhost/camera?listing=listing-1');
    expect(screen.getByText('Shared to Facebook Marketplace — mark as listed when it is live')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    expect(port.listings()[0]).toMatchObject({ sharedTo: [], status: 'draft' });
  });

  it('only the seller’s Mark as listed counts it listed there, and says so', async () => {
    const { update, port } = renderShareModal();
    await userEvent.click(screen.getByRole('button', { name: /^Share to Craigslist\b/ }));
    expect(await screen.findByText('Shared to Craigslist — mark as listed when it is live')).toBeInTheDocument();
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as listed on Craigslist' }));
    const listed = await screen.findByText('✓ Listed on Craigslist');
    expect(update).toHaveBeenCalledWith('listing-1', {
      sharedTo: ['craigslist'],
      listedAt: { craigslist: expect.any(Number) },
      status: 'listed',
    });
    expect(port.listings()[0]).toMatchObject({ sharedTo: ['craigslist'], status: 'listed' });
    expect(port.listings()[0].listedAt?.craigslist).toBeGreaterThanOrEqual(before);
    expect(screen.queryByRole('button', { name: /^Mark as listed/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Shared to Craigslist/)).not.toBeInTheDocument();
    // The button it replaced had the focus: the line that says it is listed takes it.
    expect(listed).toHaveFocus();
  });

  it('Mark as listed is reached and pressed from the keyboard, and heard', async () => {
    const user = userEvent.setup();
    renderShareModal();
    await user.click(screen.getByRole('button', { name: /^Share to Vinted\b/ }));
    expect(await screen.findByText('✓ Copied & redirected to marketplace!')).toBeInTheDocument();
    // From the share button, the next Tab reaches Mark as listed.
    expect(screen.getByRole('button', { name: /^Share to Vinted\b/ })).toHaveFocus();
    const line = 'Shared to Vinted — mark as listed when it is live';
    expect(await screen.findByText(line)).toBeInTheDocument();
    // In a polite live region that was there before it, so a screen reader hears it come (a live
    // region has no role to find it by).
    // eslint-disable-next-line testing-library/no-node-access
    expect(screen.getByText(line).closest('[aria-live="polite"]')).not.toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mark as listed on Vinted' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('✓ Listed on Vinted')).toHaveFocus();
  });

  it('adds the confirmed marketplace to where it is already listed, whose times stay', async () => {
    const { update } = renderShareModal({
      saved: [{ ...SAVED, sharedTo: ['ebay'], listedAt: { ebay: 5 }, status: 'listed' }],
    });
    await userEvent.click(screen.getByRole('button', { name: /^Share to Depop\b/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as listed on Depop' }));
    await screen.findByText('✓ Listed on Depop');
    expect(update).toHaveBeenCalledWith('listing-1', {
      sharedTo: ['ebay', 'depop'],
      listedAt: { ebay: 5, depop: expect.any(Number) },
      status: 'listed',
    });
  });

  it('a failed share asks nothing', async () => {
    renderShareModal({ adapters: { share: jest.fn(() => Promise.reject(domError('AbortError'))) } });
    await userEvent.click(await enabled('Share to Mercari'));
    expect(await screen.findByText('✗ Share failed: Share cancelled by user')).toBeInTheDocument();
    expect(screen.queryByText(/^Shared to/)).not.toBeInTheDocument();
  });

  it('a share of an unsaved result asks nothing (there is no listing to mark)', async () => {
    const { listingId: _unsaved, ...unsaved } = LISTING;
    renderShareModal({ data: unsaved });
    await userEvent.click(screen.getByRole('button', { name: /^Share to Craigslist\b/ }));
    expect(await screen.findByText('✓ Copied & redirected to marketplace!')).toBeInTheDocument();
    expect(screen.queryByText(/^Shared to/)).not.toBeInTheDocument();
  });

  it('copies and redirects for Craigslist', async () => {
    const { adapters } = renderShareModal();
    await userEvent.click(screen.getByRole('button', { name: /^Share to Craigslist\b/ }));
    expect(await screen.findByText('✓ Copied & redirected to marketplace!')).toBeInTheDocument();
    expect(adapters.open).toHaveBeenCalledWith('https://post.craigslist.org/');
  });

  it('shows a failed share with a cross', async () => {
    renderShareModal({ adapters: { share: jest.fn(() => Promise.reject(domError('AbortError'))) } });
    await userEvent.click(await enabled('Share to Mercari'));
    expect(await screen.findByText('✗ Share failed: Share cancelled by user')).toBeInTheDocument();
  });

  it('opens App Not Found when no app takes the share; Continue with Copy-Paste copies, opens the site', async () => {
    const { adapters } = renderShareModal({
      adapters: { share: jest.fn(() => Promise.reject(domError('NotFoundError'))) },
    });
    await userEvent.click(await enabled('Share to Facebook Marketplace'));
    const sub = await screen.findByRole('dialog', { name: 'App Not Found' });
    expect(within(sub).getByRole('button', { name: 'Install' })).toBeInTheDocument();
    expect(within(sub).getByRole('button', { name: 'Maybe later' })).toBeInTheDocument();
    await userEvent.click(within(sub).getByRole('button', { name: 'Continue with Copy-Paste' }));
    expect(
      await screen.findByText('✓ Details copied. Long-press in the description box and paste to finish.'),
    ).toBeInTheDocument();
    expect(adapters.open).toHaveBeenCalledWith('https://www.facebook.com/marketplace/create/item');
  });

  it('App Not Found: Install opens the store; Maybe later just closes', async () => {
    const { adapters } = renderShareModal({
      adapters: { share: jest.fn(() => Promise.reject(domError('NotFoundError'))) },
    });
    const facebook = await enabled('Share to Facebook Marketplace');
    await userEvent.click(facebook);
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(adapters.open).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=com.facebook.katana');
    await userEvent.click(facebook);
    await userEvent.click(await screen.findByRole('button', { name: 'Maybe later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'App Not Found' })).not.toBeInTheDocument());
  });

  it('without a share sheet (Android WebView) copies the listing and downloads the photos', async () => {
    const { download } = renderShareModal({ adapters: { share: null } });
    await userEvent.click(await enabled('Share to OfferUp'));
    expect(
      await screen.findByText(
        /^✓ Details copied\. Long-press in the description box and paste to finish\. Photos saved to your downloads: add them in OfferUp\.$/,
      ),
    ).toBeInTheDocument();
    expect(download.mock.calls.map(([file]) => file.name)).toEqual(['item-image-1.jpg', 'item-image-2.jpg']);
  });

  it('without a share sheet the copy starts inside the tap, before any await (WebKit refuses it later)', async () => {
    const { adapters } = renderShareModal({ adapters: { share: null } });
    const offerUp = await enabled('Share to OfferUp');
    fireEvent.click(offerUp);
    // Synchronously: fireEvent returns when the click handler does.
    expect(adapters.copyText).toHaveBeenCalledWith(expect.stringContaining('Acme Brass Desk Lamp'));
    expect(await screen.findByText(/^✓ Details copied\./)).toBeInTheDocument();
  });

  it('reports a fallback whose copy fails', async () => {
    renderShareModal({ adapters: { share: null, copyText: jest.fn(() => Promise.reject(new Error('denied'))) } });
    await userEvent.click(await enabled('Share to OfferUp'));
    expect(await screen.findByText('✗ Fallback failed: Failed to copy to clipboard')).toBeInTheDocument();
  });

  it('says when the photos could not be prepared, and still shares the details', async () => {
    const { adapters } = renderShareModal({
      reencoder: () =>
        Promise.reject(new (jest.requireActual('../../images/shareImageErrors').ShareImageError)('load-failed')),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the image');
    await userEvent.click(await enabled('Share to Facebook Marketplace'));
    expect(adapters.share.mock.calls[0][0]).not.toHaveProperty('files');
  });

  it('status messages vanish after 3 s', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderShareModal();
      await user.click(screen.getByRole('button', { name: /^Share to eBay\b/ }));
      await jest.advanceTimersByTimeAsync(0);
      await jest.advanceTimersByTimeAsync(2999);
      expect(status()).toHaveTextContent('✓ Copied & opened marketplace!');
      await jest.advanceTimersByTimeAsync(1);
      expect(status()).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });
});
