/**
 * The product code read from a barcode in the seller's photos, under the item's name: the one
 * piece of the result that names the exact product without guessing (a book's ISBN included).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductCode } from '@snap/shared/market';

/** How a code is named to a seller: ISBN for a book, else its symbology as printed under the bars. */
const labelOf = ({ kind, gtin }: ProductCode) => `${kind} ${gtin}`;

export function ProductCodeLine({ codes }: { codes?: readonly ProductCode[] }) {
  if (!codes || codes.length === 0) return null;
  return (
    <Typography sx={{ color: 'text.secondary' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {codes.length === 1 ? 'Barcode in your photo:' : 'Barcodes in your photos:'}
      </Box>{' '}
      <span>{codes.map(labelOf).join(', ')}</span>
    </Typography>
  );
}
