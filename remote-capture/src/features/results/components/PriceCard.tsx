/** Estimated Price, Price Range (min to max), Condition and Confidence (spec §2). */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { PriceEstimate } from '@snap/shared';
import { conditionLabel, formatPrice } from '@snap/shared/format';

export interface PriceCardProps {
  estimate: PriceEstimate;
  condition: string;
}

function Figure({ label, value, large = false }: { label: string; value: ReactNode; large?: boolean }) {
  return (
    <Box sx={{ gridColumn: large ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={large ? 'h4' : 'h6'}
        sx={{ m: 0, fontWeight: 700, color: large ? 'success.main' : 'text.primary' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

export function PriceCard({ estimate, condition }: PriceCardProps) {
  const { estimatedPrice, priceRange, confidence } = estimate;
  return (
    <Card variant="outlined" component="section" aria-label="Price estimate" sx={{ p: 2 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        <Figure label="Estimated Price" value={formatPrice(estimatedPrice)} large />
        <Figure
          label="Price Range"
          value={
            <>
              {formatPrice(priceRange.min)}{' '}
              {/* The dash stays with the top of the range: a narrow phone breaks before it, never after. */}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                - {formatPrice(priceRange.max)}
              </Box>
            </>
          }
          large
        />
        <Figure label="Condition" value={conditionLabel(condition)} />
        <Figure label="Confidence" value={`${Math.round(confidence)}%`} />
      </Box>
    </Card>
  );
}
