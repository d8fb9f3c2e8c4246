/**
 * No Intl on the way: a page's first Intl call of any kind sets up ICU's locale data, 100–160 ms
 * of one task on a 4x-slowed Chromium (issue 16: it was the dashboard's longest task after the
 * first listings snapshot, and the results card's first render). en-US dollars are simple enough
 * to spell out. Intl stays the reference: the unit tests check the two agree, and it is made on the
 * spot for what never reaches a price tag (NaN, ±∞, amounts past 2^53 cents).
 */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * |amount| in cents, rounded half away from zero on its shortest decimal spelling, as Intl does
 * (1.005 → 101, where toFixed's binary value gives 100), or undefined past exact integers.
 */
function centsOf(magnitude: number): number | undefined {
  const spelled = String(magnitude);
  if (spelled.includes('e')) return magnitude < 1 ? 0 : undefined; // below 1e-6, or past 1e21
  const [whole, fraction = ''] = spelled.split('.');
  const digits = `${fraction}000`;
  const cents = Number(whole + digits.slice(0, 2)) + (digits[2] >= '5' ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** USD amounts as the results card and share title show them: '$350', '$12.50', '$1,200'. */
export function formatPrice(amount: number): string {
  const integer = Number.isInteger(amount);
  const cents = Number.isFinite(amount) ? centsOf(Math.abs(amount)) : undefined;
  if (cents === undefined) {
    const digits = integer ? 0 : 2;
    const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', ...options }).format(amount);
  }
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const dollars = grouped(String(Math.floor(cents / 100)));
  return integer ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** 'like-new' → 'Like New'. */
export function conditionLabel(condition: string): string {
  return condition
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
