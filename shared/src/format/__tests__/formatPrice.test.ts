describe('formatPrice', () => {
  let made: jest.SpyInstance;
  let format: typeof import('../formatPrice');
  const intl = {
    whole: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  };
  const reference = (amount: number) =>
    Number.isInteger(amount) ? intl.whole.format(amount) : intl.cents.format(amount);

  beforeEach(() => {
    made = jest.spyOn(Intl, 'NumberFormat');
    jest.isolateModules(() => {
      format = jest.requireActual<typeof import('../formatPrice')>('../formatPrice');
    });
  });
  afterEach(() => made.mockRestore());

  it('reads as the results card shows prices', () => {
    expect(format.formatPrice(350)).toBe('$350');
    expect(format.formatPrice(12.5)).toBe('$12.50');
    expect(format.formatPrice(1200)).toBe('$1,200');
    expect(format.formatPrice(1234567.891)).toBe('$1,234,567.89');
  });

  it('rounds as Intl does, on the decimal spelling: half away from zero', () => {
    // toFixed would say 1.00 and 2.67: it rounds the binary value under the spelling.
    expect(format.formatPrice(1.005)).toBe('$1.01');
    expect(format.formatPrice(2.675)).toBe('$2.68');
    expect(format.formatPrice(999.995)).toBe('$1,000.00');
    expect(format.formatPrice(-0.125)).toBe('-$0.13');
  });

  it('agrees with Intl.NumberFormat en-US USD on edges and on 20,000 amounts of every size', () => {
    const edges = [0, -0, 1, -5, 0.001, 0.004999, 0.005, 1e-7, 9.995, 99999.999, 1e15, 1e21, 2 ** 53, 1.5e-10];
    let seed = 16;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const amounts = Array.from({ length: 20_000 }, (_, i) => {
      const size = 10 ** Math.floor(random() * 12 - 2);
      const value = random() * size;
      // a third whole dollars, a third cents, a third any double; some negative
      const shaped = i % 3 === 0 ? Math.round(value) : i % 3 === 1 ? Math.round(value * 100) / 100 : value;
      return i % 7 === 0 ? -shaped : shaped;
    });
    const differing = [...edges, ...amounts].filter((amount) => format.formatPrice(amount) !== reference(amount));
    expect(differing).toEqual([]);
  });

  it('makes no Intl format for a price tag; only what has no plain spelling (NaN, ∞) falls back to one', () => {
    format.formatPrice(1);
    format.formatPrice(1.5);
    format.formatPrice(123456.78);
    expect(made).not.toHaveBeenCalled();
    expect(format.formatPrice(Number.NaN)).toBe(reference(Number.NaN));
    expect(format.formatPrice(-Infinity)).toBe(reference(-Infinity));
    expect(made).toHaveBeenCalledTimes(2);
  });
});
