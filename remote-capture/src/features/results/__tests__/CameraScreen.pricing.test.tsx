/**
 * "Your price" and "You keep" on the results screen: every payout follows the price the seller
 * chooses and the shipping they set, and that price is the listing's everywhere it is used.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SIGNED_IN, fakeListings, renderCameraResults, setUpCameraScreenTests } from '../../../testing/renderCamera';

setUpCameraScreenTests();
// Whole-screen tests render all of MUI; on a busy 2-core runner they can pass 5 s.
jest.setTimeout(20_000);

const NAME = /^(Facebook Marketplace|Instagram Feed|OfferUp|Mercari|Craigslist|Vinted|Depop|Poshmark|eBay)$/;

/** Each row as the seller reads it: the marketplace's name, the whole row, and what they keep. */
const rows = () =>
  within(screen.getByRole('list', { name: 'What you keep on each marketplace' }))
    .getAllByRole('listitem')
    .map((row) => ({
      name: within(row).getByText(NAME).textContent,
      row,
      keep: within(row).getByText(/^\$[\d,.]+$/).textContent,
    }));

const keepOn = (name: string) => {
  const row = rows().find((entry) => entry.name === name);
  if (!row) throw new Error(`no payout row for ${name}`);
  return row.keep;
};

describe('camera screen: what you keep', () => {
  it('lists all nine marketplaces, best first with one line why, for an anonymous visitor too', async () => {
    await renderCameraResults();
    const texts = rows();
    expect(texts).toHaveLength(9);
    // Shoes at the $85 estimate with $8 shipping: the fee-free ones tie at $85, then by what is kept.
    expect(texts.map((row) => row.name)).toEqual([
      'Facebook Marketplace',
      'Instagram Feed',
      'OfferUp',
      'Craigslist',
      'Vinted',
      'Depop',
      'Mercari',
      'eBay',
      'Poshmark',
    ]);
    expect(screen.getByText('Best on Facebook Marketplace: local pickup, no fees — you keep $85')).toBeInTheDocument();
    expect(within(texts[0].row).getByText('local pickup, no fees · shipped, 10%: $75.70')).toBeInTheDocument();
    expect(within(texts[3].row).getByText('local pickup, no fees · you arrange payment')).toBeInTheDocument();
    expect(keepOn('Mercari')).toBe('$75.70');
    expect(keepOn('Poshmark')).toBe('$68');
  });

  it('a preset or the slider moves every payout at once; the estimate stays on the price card', async () => {
    const { user } = await renderCameraResults();
    await user.click(screen.getByRole('button', { name: 'Quick sale $60' }));
    expect(screen.getByRole('button', { name: 'Quick sale $60' })).toHaveAttribute('aria-pressed', 'true');
    expect(keepOn('Mercari')).toBe('$53.20');
    expect(keepOn('eBay')).toBe('$50.35');
    expect(keepOn('Poshmark')).toBe('$48');
    expect(screen.getByRole('region', { name: 'Price estimate' })).toHaveTextContent('$85');

    const slider = screen.getByRole('slider', { name: 'Your price' });
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuetext', '$61');
    expect(keepOn('Poshmark')).toBe('$48.80');
  });

  it('the shipping the buyer pays changes a fee charged on shipping, and a bad amount says so', async () => {
    const { user } = await renderCameraResults();
    expect(keepOn('eBay')).toBe('$71.95');
    const field = screen.getByRole('spinbutton', { name: 'Shipping the buyer pays' });
    await user.clear(field);
    await user.type(field, '20');
    expect(keepOn('eBay')).toBe('$70.32');
    expect(keepOn('OfferUp')).toBe('$85');
    await user.clear(field);
    expect(screen.getByText('Enter an amount from $0 to $500.')).toBeInTheDocument();
    expect(keepOn('eBay')).toBe('$70.32');
  });

  it('the chosen price goes into Smart Share and a quick link, and is saved with the shipping', async () => {
    const listings = fakeListings();
    const { user, share } = await renderCameraResults({ user: SIGNED_IN, listings });
    await waitFor(() => expect(listings.save).toHaveBeenCalledTimes(1));
    // Until the seller sets a shipping figure, the usual one for the kind is shown and none is stored.
    expect(listings.save.mock.calls[0][0]).toMatchObject({ price: 85, estimatedPrice: 85 });
    expect(listings.save.mock.calls[0][0]).not.toHaveProperty('shipping');
    expect(screen.getByRole('spinbutton', { name: 'Shipping the buyer pays' })).toHaveValue(8);

    const field = screen.getByRole('spinbutton', { name: 'Shipping the buyer pays' });
    await user.clear(field);
    await user.type(field, '9');
    await user.click(screen.getByRole('button', { name: 'Top $110' }));
    await user.click(screen.getByRole('button', { name: /^Smart Share/ }));
    expect(share.openShare).toHaveBeenLastCalledWith(
      expect.objectContaining({ price: 110, shipping: 9, title: 'Salomon Trail Running Shoes - $110' }),
    );
    await user.click(within(screen.getByRole('list', { name: 'Quick links' })).getAllByRole('button')[0]);
    expect(share.openMarketplace).toHaveBeenLastCalledWith('facebook', expect.objectContaining({ price: 110 }));
    await waitFor(() =>
      expect(listings.update).toHaveBeenLastCalledWith(expect.any(String), {
        price: 110,
        shipping: 9,
        title: 'Salomon Trail Running Shoes - $110',
      }),
    );
  });

  it('a slider swept through many prices writes only where it rests', async () => {
    const listings = fakeListings();
    await renderCameraResults({ user: SIGNED_IN, listings });
    await waitFor(() => expect(listings.save).toHaveBeenCalledTimes(1));
    const slider = screen.getByRole('slider', { name: 'Your price' });
    slider.focus();
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(listings.update).toHaveBeenCalledTimes(1));
    expect(listings.update).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ price: 90 }));
  });

  it('a typed price, even far past the range, moves the slider, the price and every payout', async () => {
    const { user } = await renderCameraResults();
    const field = screen.getByRole('spinbutton', { name: 'Type a price' });
    expect(field).toHaveValue(85);
    await user.clear(field);
    await user.type(field, '150');
    expect(keepOn('Poshmark')).toBe('$120');
    expect(keepOn('Mercari')).toBe('$134.20');
    expect(screen.getByText('$150', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Your price' });
    expect(slider).toHaveAttribute('aria-valuenow', '150');
    expect(slider).toHaveAttribute('aria-valuetext', '$150');

    await user.clear(field);
    await user.type(field, '0.5');
    expect(screen.getByText('Enter $1 or more.')).toBeInTheDocument();
    expect(keepOn('Poshmark')).toBe('$120');
    await user.click(screen.getByRole('button', { name: 'Top $110' }));
    expect(field).toHaveValue(110);
    expect(screen.queryByText('Enter $1 or more.')).not.toBeInTheDocument();
  });
});
