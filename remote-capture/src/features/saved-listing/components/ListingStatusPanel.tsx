/**
 * A saved listing's own screen says where it stands ('Listed on Craigslist (Nov 26)', 'Sold for
 * $48 elsewhere on Nov 28') and offers Mark as sold and where it is listed: the Manage dialog
 * History opens, from the account remote through the host's manage-listing port. Shown once the
 * seller's live list has the listing; without the port (a standalone shell) only the sentence.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useManageListingPort } from '@snap/shared';
import { listingStatus } from '@snap/shared/contracts';
import { statusSentence } from '@snap/shared/format';
import { useLiveListing } from '../hooks/useLiveListing';

/** Every button here is at least this tall (the touch-target minimum, as the Manage dialog's). */
const TARGET = 48;

export function ListingStatusPanel({ listingId }: { listingId: string }) {
  const listing = useLiveListing(listingId);
  const manage = useManageListingPort();
  if (!listing) return null;
  const status = listingStatus(listing);
  const forSale = status === 'draft' || status === 'listed';
  return (
    <Box component="section" aria-labelledby="listing-status-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="h6" id="listing-status-heading" sx={{ fontWeight: 700 }}>
        Listing status
      </Typography>
      <Typography data-testid="listing-status">{statusSentence(listing)}</Typography>
      {manage &&
        (forSale ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Button variant="outlined" onClick={() => manage.openManage(listingId, 'sell')} sx={{ minHeight: TARGET }}>
              Mark as sold…
            </Button>
            <Button variant="outlined" onClick={() => manage.openManage(listingId)} sx={{ minHeight: TARGET }}>
              Where it is listed…
            </Button>
          </Box>
        ) : (
          <Button variant="outlined" onClick={() => manage.openManage(listingId)} sx={{ minHeight: TARGET }}>
            Manage…
          </Button>
        ))}
    </Box>
  );
}
