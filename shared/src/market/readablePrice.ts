/**
 * Price ranges as a person prices: "$50–$60", not "$50.05–$59.95". The low end is rounded down and
 * the high end up to a step that grows with the price, so the range still holds every figure it
 * held (and the median between them).
 */

/** The step a person rounds a price of this size to. */
export function priceStep(price: number): number {
  if (price < 10) return 0.5;
  if (price < 50) return 1;
  if (price < 200) return 5;
  if (price < 1000) return 10;
  if (price < 5000) return 50;
  return 100;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** [low, high] rounded outwards to the step of the high end (the low end never below one step). */
export function readableRange(low: number, high: number): [number, number] {
  const step = priceStep(high);
  const down = Math.floor(low / step + 1e-9) * step;
  const up = Math.ceil(high / step - 1e-9) * step;
  return [cents(down > 0 ? down : Math.min(low, step)), cents(up)];
}
