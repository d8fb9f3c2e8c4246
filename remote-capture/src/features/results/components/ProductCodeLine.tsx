/**
 * The product code read from a barcode in the seller's photos, under the item's name: the one
 * piece of the result that names the exact product without guessing (a book's ISBN included). A
 * code read after the analysis went (unpricedCodes) says so, with the way to a price by it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PriceEstimate } from '@snap/shared';
import type { ProductCode } from '@snap/shared/market';
import { unpricedCodes, type AnalysisResult } from '../analysisResult';

/** How a code is named to a seller: ISBN for a book, else its symbology as printed under the bars. */
const labelOf = ({ kind, gtin }: ProductCode) => `${kind} ${gtin}`;

export interface ProductCodeLineProps {
  result: Pick<AnalysisResult, 'productCodes' | 'sentCodes'> & { estimate?: Pick<PriceEstimate, 'codeConflict'> };
  /** Analyses the photos again, now with the codes read from them. */
  onPriceByCode?(): void;
  /** The seller's answer when the code's eBay listings are of another product than the photo shows. */
  onSettleConflict?(choice: 'code' | 'photo'): void;
}

const SX = {
  conflict: { mt: 1, p: 1.5, border: 1, borderColor: 'warning.main', borderRadius: 2 },
  answers: { display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, '& > *': { minHeight: 44, flex: '1 1 10rem' } },
} as const;

export function ProductCodeLine({ result, onPriceByCode, onSettleConflict }: ProductCodeLineProps) {
  const codes = result.productCodes ?? [];
  if (codes.length === 0) return null;
  const unpriced = unpricedCodes(result).length > 0;
  const conflict = result.estimate?.codeConflict;
  return (
    <>
      <Typography sx={{ color: 'text.secondary' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {codes.length === 1 ? 'Barcode in your photo:' : 'Barcodes in your photos:'}
        </Box>{' '}
        <span>{codes.map(labelOf).join(', ')}</span>
      </Typography>
      {unpriced && onPriceByCode && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 0.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 14rem' }}>
            Read after this price was made. Its barcode can price this exact product.
          </Typography>
          {/* A thumb's tap (44 px) on a phone. */}
          <Button variant="outlined" onClick={onPriceByCode} sx={{ minHeight: 44 }}>
            Price by barcode
          </Button>
        </Box>
      )}
      {conflict && onSettleConflict && (
        <Box role="group" aria-labelledby="code-conflict-heading" sx={SX.conflict}>
          <Typography id="code-conflict-heading" sx={{ fontWeight: 600 }}>
            The barcode names another product
          </Typography>
          <Typography variant="body2">
            eBay lists barcode {conflict.gtin} as “{conflict.title}”, not what the photo looks like. Which is right?
          </Typography>
          <Box sx={SX.answers}>
            <Button variant="outlined" onClick={() => onSettleConflict('code')}>
              The barcode is right
            </Button>
            <Button variant="outlined" onClick={() => onSettleConflict('photo')}>
              The photo is right
            </Button>
          </Box>
        </Box>
      )}
    </>
  );
}
