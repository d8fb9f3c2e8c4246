/**
 * '@snap/shared/format': how prices and conditions read, the same on the results card, in a shared
 * listing and on the dashboard. Pure and React-free; bundled from source by each app.
 */
/**
 * The two USD formats, made on first use: building an Intl.NumberFormat loads the locale's data,
 * ~20 ms on a slow phone, and at module evaluation that landed in the start-up task of every
 * screen that imports this, whether it shows a price or not (issue 16: the capture remote's
 * first chunk, 83 ms of a 4x-slowed trace).
 */
let formats: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | undefined;

function usd() {
  formats ??= {
    whole: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  };
  return formats;
}

/** USD amounts as the results card and share title show them: '$350', '$12.50', '$1,200'. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? usd().whole.format(amount) : usd().cents.format(amount);
}

/** 'like-new' → 'Like New'. */
export function conditionLabel(condition: string): string {
  return condition
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
