import { conditionLabel, formatPrice } from '../formatPrice';

describe('formatPrice', () => {
  it('reads as the results card shows prices: whole dollars bare, anything else with cents', () => {
    expect(formatPrice(350)).toBe('$350');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(1200)).toBe('$1,200');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
    expect(formatPrice(0)).toBe('$0');
  });

  it('rounds half away from zero on the decimal spelling, and signs negatives', () => {
    expect(formatPrice(1.005)).toBe('$1.01');
    expect(formatPrice(999.995)).toBe('$1,000.00');
    expect(formatPrice(-0.125)).toBe('-$0.13');
    expect(formatPrice(-5)).toBe('-$5');
  });

  it('makes its formatters once, not per price', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    jest.isolateModules(() => {
      const { formatPrice: fresh } = jest.requireActual<typeof import('../formatPrice')>('../formatPrice');
      expect(made).not.toHaveBeenCalled();
      [1, 2.5, 3, 4.25].forEach(fresh);
    });
    expect(made).toHaveBeenCalledTimes(2);
    made.mockRestore();
  });
});

describe('conditionLabel', () => {
  it.each([
    ['like-new', 'Like New'],
    ['good', 'Good'],
    ['very  worn', 'Very Worn'],
  ])('%s → %s', (condition, label) => expect(conditionLabel(condition)).toBe(label));
});
