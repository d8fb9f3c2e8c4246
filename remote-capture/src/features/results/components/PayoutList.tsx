/**
 * "You keep": what the seller takes home on every marketplace at their price, best first, with
 * one line why, local and shipped where they differ, and a note where fees may be out of date.
 * The shipping the buyer pays is the seller's figure (it changes fees charged on shipping).
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MARKETPLACE_FEES, type MarketplacePayout } from '@snap/shared/fees';
import { formatPrice } from '@snap/shared/format';
import { MarketplaceIcon } from '@snap/shared/icons';

export interface PayoutListProps {
  payouts: readonly MarketplacePayout[];
  shipping: number;
  onShipping(shipping: number): void;
}

const MAX_SHIPPING = 500;

function ShippingField({ shipping, onShipping }: Pick<PayoutListProps, 'shipping' | 'onShipping'>) {
  const [text, setText] = useState(String(shipping));
  // Shipping set elsewhere (another result opened) replaces what is typed; a value being typed
  // ('8.' on the way to '8.50') stays as typed. Adjusted during render, as React advises.
  const [shown, setShown] = useState(shipping);
  if (shown !== shipping) {
    setShown(shipping);
    if (Number(text) !== shipping) setText(String(shipping));
  }
  const value = Number(text);
  const invalid = text.trim() === '' || !Number.isFinite(value) || value < 0 || value > MAX_SHIPPING;
  return (
    <TextField
      label="Shipping the buyer pays"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value.trim() !== '' && Number.isFinite(next) && next >= 0 && next <= MAX_SHIPPING)
          onShipping(next);
      }}
      error={invalid}
      helperText={invalid ? `Enter an amount from $0 to $${MAX_SHIPPING}.` : 'Used for shipped sales.'}
      size="small"
      slotProps={{
        htmlInput: { inputMode: 'decimal', type: 'number', min: 0, max: MAX_SHIPPING, step: 0.5 },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
      sx={{ maxWidth: 220 }}
    />
  );
}

function detailOf({ marketplace, how, best, other, misfit }: MarketplacePayout): string {
  const parts = [`${how}, ${best.feeLabel}`];
  if (other)
    parts.push(`${other.delivery === 'local' ? 'local' : 'shipped'}, ${other.feeLabel}: ${formatPrice(other.keep)}`);
  if (MARKETPLACE_FEES[marketplace].processing === 'seller-arranges') parts.push('you arrange payment');
  if (misfit) parts.unshift(misfit[0].toUpperCase() + misfit.slice(1));
  return parts.join(' · ');
}

export function PayoutList({ payouts, shipping, onShipping }: PayoutListProps) {
  const headingId = useId();
  const [best] = payouts;
  if (!best) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="h6" id={headingId} sx={{ fontWeight: 700 }}>
        You keep
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>Best on {best.why}</Typography>
      <ShippingField shipping={shipping} onShipping={onShipping} />
      <Box
        component="ol"
        aria-label="What you keep on each marketplace"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
      >
        {payouts.map((entry, index) => (
          <Box
            component="li"
            key={entry.marketplace}
            sx={{
              display: 'grid',
              gridTemplateColumns: '28px 1fr auto',
              alignItems: 'center',
              columnGap: 1.5,
              py: 1,
              px: 1,
              borderRadius: 2,
              bgcolor: index === 0 ? '#f0fdf4' : undefined,
              border: index === 0 ? 1 : 0,
              borderColor: 'success.light',
              opacity: entry.fits ? 1 : 0.75,
            }}
          >
            <MarketplaceIcon marketplace={entry.marketplace} size={28} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{entry.name}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.35 }}>
                {detailOf(entry)}
              </Typography>
              {entry.staleNote && (
                <Typography variant="caption" sx={{ color: 'warning.dark', display: 'block' }}>
                  {entry.staleNote}
                </Typography>
              )}
            </Box>
            <Typography
              sx={{ fontWeight: 700, fontSize: '1.1rem', color: entry.fits ? 'success.dark' : 'text.secondary' }}
            >
              {formatPrice(entry.best.keep)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        After each marketplace’s seller fee at your price; a shipped sale assumes the buyer pays the shipping above.
        Sales tax and optional extras (promotions, instant pay) are left out.
      </Typography>
    </Box>
  );
}
