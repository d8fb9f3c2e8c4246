/**
 * '@snap/shared/format': how prices and conditions read, the same on the results card, in a shared
 * listing and on the dashboard. Pure and React-free; bundled from source by each app.
 */
/** USD amounts as the results card and share title show them: '$350', '$12.50', '$1,200'. */
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : cents.format(amount);
}

/** 'like-new' → 'Like New'. */
export function conditionLabel(condition: string): string {
  return condition
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
