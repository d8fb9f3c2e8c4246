import { render, screen, within } from '@testing-library/react';
import { MARKETPLACE_FEES, rankPayouts } from '@snap/shared/fees';
import { PayoutList } from '../components/PayoutList';

const camera = { category: 'Cameras & Photo', itemName: 'Canon AE-1' };

function payoutRowsAt(now: Date) {
  const payouts = rankPayouts({ price: 120, shippingCost: 12, item: camera, now });
  render(<PayoutList payouts={payouts} shipping={12} onShipping={() => undefined} />);
  return within(screen.getByRole('list', { name: 'What you keep on each marketplace' })).getAllByRole('listitem');
}

const monthsAfterCheck = (months: number) => {
  const date = new Date(`${MARKETPLACE_FEES.ebay.checkedOn}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
};

describe('PayoutList', () => {
  it('says when fees were checked once they are older than six months, and not before', () => {
    expect(
      payoutRowsAt(monthsAfterCheck(1)).filter((row) => /Fees checked on/.test(row.textContent ?? '')),
    ).toHaveLength(0);
  });

  it('shows the note on every row whose fees are old', () => {
    const rows = payoutRowsAt(monthsAfterCheck(7));
    for (const row of rows) expect(row).toHaveTextContent(/Fees checked on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  it('lists a marketplace that does not sell this kind of item last, saying why', () => {
    const rows = payoutRowsAt(monthsAfterCheck(1));
    expect(rows.at(-1)).toHaveTextContent('Not a place for electronics');
    expect(rows.at(-1)).toHaveTextContent('Depop');
    expect(rows[0]).not.toHaveTextContent('Not a place');
  });
});
