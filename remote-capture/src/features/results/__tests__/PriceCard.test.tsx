/** The price range wraps on a narrow phone without leaving its dash at the end of a line. */
import { render, screen } from '@testing-library/react';
import { PriceCard } from '../components/PriceCard';

it('keeps the dash with the top of the range: a line can break before it, never after it', () => {
  render(
    <PriceCard
      estimate={{
        estimatedPrice: 190,
        priceRange: { min: 168.35, max: 210 },
        currency: 'USD',
        confidence: 80,
        comparableItems: [],
      }}
      condition="good"
    />,
  );
  expect(
    screen.getByText((_, element) => element?.tagName === 'DD' && element.textContent === '$168.35 - $210'),
  ).toBeInTheDocument();
  expect(screen.getByText('- $210')).toHaveStyle({ whiteSpace: 'nowrap' });
});
