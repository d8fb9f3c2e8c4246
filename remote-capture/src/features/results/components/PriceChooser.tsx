/**
 * The price the seller chooses: quick sale, market or top of the estimate's range in one tap, or
 * anything on the slider a little beyond it. The estimate itself stays on the price card.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { PriceEstimate } from '@snap/shared';
import { formatPrice } from '@snap/shared/format';

export interface PriceChooserProps {
  estimate: PriceEstimate;
  price: number;
  onChoose(price: number): void;
}

/** How far past the estimate's range the slider goes, each way. */
const BEYOND = 0.2;

export function priceBounds({ estimatedPrice, priceRange }: PriceEstimate) {
  const low = Math.min(priceRange.min, estimatedPrice);
  const high = Math.max(priceRange.max, estimatedPrice);
  const min = Math.max(0, Math.floor(low * (1 - BEYOND)));
  const max = Math.max(min + 1, Math.ceil(high * (1 + BEYOND)));
  return { min, max, step: max - min > 40 ? 1 : 0.5 };
}

export function PriceChooser({ estimate, price, onChoose }: PriceChooserProps) {
  const { min, max, step } = priceBounds(estimate);
  const presets = [
    { label: 'Quick sale', value: estimate.priceRange.min },
    { label: 'Market', value: estimate.estimatedPrice },
    { label: 'Top', value: estimate.priceRange.max },
  ];
  return (
    <Box component="section" aria-labelledby="your-price-heading" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="h6" id="your-price-heading" sx={{ fontWeight: 700 }}>
          Your price
        </Typography>
        <Typography aria-live="polite" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {formatPrice(price)}
        </Typography>
      </Box>
      <Box
        role="group"
        aria-label="Price presets"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
      >
        {presets.map(({ label, value }) => (
          <Button
            key={label}
            variant={price === value ? 'contained' : 'outlined'}
            aria-pressed={price === value}
            onClick={() => onChoose(value)}
            sx={{ minHeight: 48, flexDirection: 'column', lineHeight: 1.2, textTransform: 'none' }}
          >
            <span>{label}</span>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {formatPrice(value)}
            </Box>
          </Button>
        ))}
      </Box>
      <Box sx={{ px: 1.5 }}>
        <Slider
          aria-label="Your price"
          value={Math.min(max, Math.max(min, price))}
          min={min}
          max={max}
          step={step}
          getAriaValueText={formatPrice}
          valueLabelDisplay="auto"
          valueLabelFormat={formatPrice}
          onChange={(_, value) => onChoose(value as number)}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Your price goes into your listing when you share or copy it; the estimate above stays as the AI’s.
      </Typography>
    </Box>
  );
}
