/**
 * What the seller keeps, on each marketplace button of the modal. Figures by hand from the fee
 * table (@snap/shared/fees): Mercari takes 10% of the price and the shipping the buyer pays.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShareData } from '@snap/shared';
import { MARKETPLACE_FEES } from '@snap/shared/fees';
import { LISTING, renderShareModal } from './renderShareModal';

const JACKET: ShareData = {
  ...LISTING,
  title: 'Leather jacket - $187',
  category: 'Clothing',
  tags: ['leather', 'jacket'],
  price: 187,
  shipping: 8,
};

const CAMERA: ShareData = { ...LISTING, title: 'Canon AE-1 - $120', category: 'Cameras & Photo', price: 120 };

const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}\\b`) });

/** The photos finish preparing inside the test, not after it. */
const settled = () => waitFor(() => expect(button('Share to Mercari')).toBeEnabled());

/** A fake clock for `Date` only: the photos still prepare on real timers, inside the test. */
function today(now: Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

/** A day `months` after the day Mercari's fees were checked, at noon UTC. */
function monthsAfterChecked(months: number): Date {
  const day = new Date(`${MARKETPLACE_FEES.mercari.checkedOn}T12:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + months);
  return day;
}

describe('what the seller keeps, on each marketplace button', () => {
  // Pinned a month after the check, so these figures do not grow a stale note as real time passes.
  beforeEach(() => today(monthsAfterChecked(1)));
  afterEach(() => jest.useRealTimers());

  it('Mercari: 10% of $187 + $8 shipping, in the text and in the name a screen reader hears', async () => {
    renderShareModal({ data: JACKET });
    const mercari = button('Share to Mercari');
    expect(mercari).toHaveTextContent('You keep $167.50 · shipped, 10%');
    expect(mercari).toHaveAccessibleName('Share to Mercari. You keep $167.50, shipped, 10%');
    await settled();
  });

  it('gives both ways where they differ, and what a local-only marketplace keeps', async () => {
    renderShareModal({ data: JACKET });
    expect(button('Share to Facebook Marketplace')).toHaveTextContent('You keep $187 local · $167.50 shipped');
    expect(button('Share to Craigslist')).toHaveTextContent('You keep $187 · local pickup, no fees');
    expect(button('Share to Instagram Feed')).toHaveTextContent('You keep $187 · local or shipped, no fees');
    await settled();
  });

  it('a new price in the ShareData moves the figures', async () => {
    const { setData } = renderShareModal({ data: JACKET });
    expect(button('Share to Mercari')).toHaveTextContent('You keep $167.50');
    setData({ ...JACKET, price: 100 });
    // 10% of $108.
    expect(button('Share to Mercari')).toHaveTextContent('You keep $89.20 · shipped, 10%');
    expect(button('Share to Mercari')).not.toHaveTextContent('$167.50');
    await settled();
  });

  it('without a shipping figure, the usual cost for the kind of item: $12 for a camera', async () => {
    renderShareModal({ data: CAMERA });
    // 10% of $132.
    expect(button('Share to Mercari')).toHaveTextContent('You keep $106.80 · shipped, 10%');
    await settled();
  });

  it('Depop and Vinted, fashion only, say they are not a place for a camera; Poshmark sells it', async () => {
    renderShareModal({ data: CAMERA });
    const depop = button('Share to Depop');
    expect(depop).toHaveTextContent('Not a place for electronics');
    expect(depop).not.toHaveTextContent('You keep');
    expect(depop).toHaveAccessibleName('Share to Depop. Not a place for electronics');
    expect(button('Share to Vinted')).toHaveTextContent('Not a place for electronics');
    expect(button('Share to Poshmark')).toHaveTextContent('You keep $96 · shipped, 20%');
    await settled();
  });

  it('the groups keep their order and every button its keep line', async () => {
    renderShareModal({ data: JACKET });
    const redirect = screen.getByRole('region', { name: 'Auto-copy & Redirect' });
    expect(
      within(redirect)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Share to Craigslist. You keep $187, local pickup, no fees',
      'Share to Vinted. You keep $187, shipped, no fees',
      // 3.3% of $195 + $0.45.
      'Share to Depop. You keep $180.11, shipped, 3.3% + $0.45',
      // 20% of the price, not the shipping.
      'Share to Poshmark. You keep $149.60, shipped, 20%',
    ]);
    await settled();
  });

  it('no price, no lines', async () => {
    renderShareModal({ data: { ...JACKET, price: 0 } });
    expect(button('Share to Mercari')).toHaveAccessibleName('Share to Mercari');
    expect(screen.queryByText(/You keep/)).not.toBeInTheDocument();
    await settled();
  });

  it('the manual picker says what the picked marketplace keeps', async () => {
    renderShareModal({ data: CAMERA });
    const picker = screen.getByRole('combobox', { name: 'Marketplace' });
    expect(picker).toHaveAccessibleDescription(/^You keep \$120 local · \$106\.80 shipped\. Titles are cut/);
    await userEvent.selectOptions(picker, 'depop');
    expect(picker).toHaveAccessibleDescription(/^Not a place for electronics\. Titles are cut/);
    await settled();
  });

  describe('fees past their age say when they were checked (fake clock)', () => {
    it('7 months after the check: "Fees checked on …", small, after the figure', async () => {
      today(monthsAfterChecked(7));
      renderShareModal({ data: JACKET });
      // Once the photos are ready: meanwhile the progress stands where the figure is.
      await settled();
      const mercari = button('Share to Mercari');
      // The date is the fee table's checkedOn, as a seller reads it ('Nov 26, 2026').
      const note = 'Fees checked on [A-Z][a-z]{2} \\d{1,2}, \\d{4}';
      expect(mercari).toHaveTextContent(new RegExp(`You keep \\$167\\.50 · shipped, 10% · ${note}$`));
      expect(within(mercari).getByText(new RegExp(`^· ${note}$`))).toBeInTheDocument();
      expect(mercari).toHaveAccessibleName(
        new RegExp(`^Share to Mercari\\. You keep \\$167\\.50, shipped, 10%\\. ${note}$`),
      );
    });

    it('1 month after the check: no note', async () => {
      today(monthsAfterChecked(1));
      renderShareModal({ data: JACKET });
      expect(button('Share to Mercari')).toHaveTextContent('You keep $167.50 · shipped, 10%');
      expect(screen.queryByText(/Fees checked on/)).not.toBeInTheDocument();
      await settled();
    });
  });
});
