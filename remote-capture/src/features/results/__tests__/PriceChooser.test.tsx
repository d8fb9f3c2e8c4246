/** The slider says the value it holds: a price between its steps sits on the nearest one. */
import { render, screen } from '@testing-library/react';
import type { PriceEstimate } from '@snap/shared';
import { PriceChooser, priceBounds, sliderValue } from '../components/PriceChooser';

const ESTIMATE: PriceEstimate = {
  estimatedPrice: 52.55,
  priceRange: { min: 45, max: 60 },
  currency: 'USD',
  confidence: 70,
  comparableItems: [],
};

describe('PriceChooser', () => {
  it.each([52.55, 45, 60, 47.3])('at %p the slider announces exactly the step it holds', (price) => {
    render(<PriceChooser estimate={ESTIMATE} price={price} onChoose={jest.fn()} />);
    const slider = screen.getByRole('slider', { name: 'Your price' });
    const { min, step } = priceBounds(ESTIMATE, price);
    const now = Number(slider.getAttribute('aria-valuenow'));
    expect(Number.isInteger(Math.round(((now - min) / step) * 1e6) / 1e6)).toBe(true);
    expect(slider).toHaveValue(String(now));
    const text = `$${now.toFixed(Number.isInteger(now) ? 0 : 2)}`;
    expect(slider).toHaveAttribute('aria-valuetext', text);
    expect(screen.getByRole('spinbutton', { name: 'Type a price' })).toHaveValue(price);
  });

  it('stretches to a typed price outside the range, and only as far as it', () => {
    expect(priceBounds(ESTIMATE)).toEqual({ min: 36, max: 72, step: 0.5 });
    expect(priceBounds(ESTIMATE, 80)).toEqual({ min: 36, max: 80, step: 0.5 });
    expect(priceBounds(ESTIMATE, 1.25)).toEqual({ min: 1, max: 72, step: 0.5 });
    expect(sliderValue(52.55, priceBounds(ESTIMATE))).toBe(52.5);
  });
});
