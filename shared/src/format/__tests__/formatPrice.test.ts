describe('formatPrice', () => {
  let made: jest.SpyInstance;
  let format: typeof import('../formatPrice');

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
  });

  it('builds its formats on the first price, not when a screen imports it, and only once', () => {
    expect(made).not.toHaveBeenCalled();
    format.formatPrice(1);
    format.formatPrice(1.5);
    format.formatPrice(2);
    expect(made).toHaveBeenCalledTimes(2);
  });
});
