/** USD amounts and condition names as the results card, a shared listing and the dashboard show them. */

/** One formatter per kind, made on first use: a page that shows no price never sets up ICU for it. */
let formatters: { whole: Intl.NumberFormat; cents: Intl.NumberFormat } | undefined;

const usd = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

/** '$350', '$12.50', '$1,200': whole dollars without cents, anything else with them. */
export function formatPrice(amount: number): string {
  formatters ??= { whole: usd(0), cents: usd(2) };
  return (Number.isInteger(amount) ? formatters.whole : formatters.cents).format(amount);
}

/** 'like-new' → 'Like New'. */
export function conditionLabel(condition: string): string {
  return condition
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
