/**
 * The price the seller chooses: quick sale, market or top of the estimate's range in one tap,
 * anything on the slider a little beyond it, or any amount from $1 typed beside it. The estimate
 * itself stays on the price card.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { PriceEstimate } from '@snap/shared';
import { formatPrice } from '@snap/shared/format';
import { PriceField } from './PriceField';

export interface PriceChooserProps {
  estimate: PriceEstimate;
  price: number;
  onChoose(price: number): void;
}

/** How far past the estimate's range the slider goes, each way. */
const BEYOND = 0.2;

/**
 * The slider's ends: the estimate's range and a fifth beyond it, stretched to a typed price outside
 * them (exactly to it, so a thumb dragged to the end does not move the end again).
 */
export function priceBounds({ estimatedPrice, priceRange }: PriceEstimate, price?: number) {
  const low = Math.min(priceRange.min, estimatedPrice);
  const high = Math.max(priceRange.max, estimatedPrice);
  let min = Math.max(0, Math.floor(low * (1 - BEYOND)));
  let max = Math.max(min + 1, Math.ceil(high * (1 + BEYOND)));
  const step = max - min > 40 ? 1 : 0.5;
  if (price !== undefined && Number.isFinite(price)) {
    min = Math.min(min, Math.floor(price));
    max = Math.max(max, Math.ceil(price));
  }
  return { min, max, step };
}

/**
 * Where the slider's thumb sits for a price: the nearest of its steps. A price between two steps
 * ($52.55 on a 50-cent slider) is the typed field's to hold; a range input holds only its steps,
 * and what it announces must be the value it holds.
 */
export function sliderValue(price: number, { min, max, step }: ReturnType<typeof priceBounds>): number {
  const stepped = min + Math.round((price - min) / step) * step;
  return Math.min(max, Math.max(min, Math.round(stepped * 100) / 100));
}

export function PriceChooser({ estimate, price, onChoose }: PriceChooserProps) {
  const bounds = priceBounds(estimate, price);
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
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 7.5rem', gap: 2, alignItems: 'start' }}>
        <Box sx={{ px: 1.5, pt: 0.5 }}>
          <Slider
            aria-label="Your price"
            value={sliderValue(price, bounds)}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            getAriaValueText={(value) => formatPrice(value)}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => formatPrice(value)}
            onChange={(_, value) => onChoose(value as number)}
          />
        </Box>
        <PriceField price={price} onChoose={onChoose} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Your price goes into your listing when you share or copy it; the estimate above stays as the AI’s.
      </Typography>
    </Box>
  );
}
