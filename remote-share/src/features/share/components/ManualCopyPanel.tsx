/** Manual copy (spec §2): pick a marketplace, copy the listing or single fields, open the marketplace. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MARKETPLACES, type MarketplaceId, type ShareData } from '@snap/shared';
import type { PayoutLines } from '../core/payoutLines';
import { useShareAdapters } from '../service/ShareAdaptersContext';
import { catalogueOpener } from '../service/catalogueUrls';
import { ListingCopyActions } from './ListingCopyActions';

export interface ManualCopyPanelProps {
  data: ShareData;
  /** What the seller keeps on each marketplace, shown under the picker for the one picked. */
  lines?: PayoutLines;
}

export function ManualCopyPanel({ data, lines = {} }: ManualCopyPanelProps) {
  const { open } = useShareAdapters();
  const [marketplace, setMarketplace] = useState<MarketplaceId>(MARKETPLACES[0].id);
  const config = MARKETPLACES.find((m) => m.id === marketplace) ?? MARKETPLACES[0];
  return (
    <Stack component="section" aria-labelledby="share-manual-heading" spacing={1.5}>
      <Typography id="share-manual-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Copy manually
      </Typography>
      <TextField
        select
        label="Marketplace"
        value={marketplace}
        onChange={(event) => setMarketplace(event.target.value as MarketplaceId)}
        slotProps={{ select: { native: true } }}
        // The picked marketplace's keep line here, not in each option: a closed select on a phone
        // cuts its text short, and the name must stay readable.
        helperText={[lines[marketplace]?.keep, "Titles are cut to this marketplace's limit."]
          .filter(Boolean)
          .join('. ')}
      >
        {MARKETPLACES.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </TextField>
      <ListingCopyActions data={data} marketplace={marketplace} />
      <Button
        variant="outlined"
        size="large"
        onClick={() => catalogueOpener(open)(config.url)}
        aria-label={`Open Marketplace: ${config.name}`}
      >
        Open Marketplace
      </Button>
    </Stack>
  );
}
