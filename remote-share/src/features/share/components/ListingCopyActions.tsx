/**
 * PLACEHOLDER so the frame dialog compiles and tests: the share helper delivers the real
 * per-field copy panel at this path with these props; at merge theirs replaces this file.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MarketplaceId, ShareData } from '@snap/shared';

export interface ListingCopyActionsProps {
  data: ShareData;
  marketplace: MarketplaceId;
}

export function ListingCopyActions({ data }: ListingCopyActionsProps) {
  const complete = [data.title, `$${data.price}`, data.description, data.tags.map((tag) => `#${tag.replace(/\s+/g, '')}`).join(' ')].join('\n\n');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => void navigator.clipboard.writeText(data.title)}>
        Copy title
      </Button>
      <Button variant="contained" onClick={() => void navigator.clipboard.writeText(complete)}>
        Copy Complete Listing
      </Button>
    </Stack>
  );
}

export default ListingCopyActions;
