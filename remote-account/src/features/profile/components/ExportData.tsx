import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListingsPort } from '@snap/shared';
import { downloadFile } from '../api/downloadFile';
import { readListingsOnce } from '../api/readListingsOnce';
import { readListingPhotos } from '../api/readListingPhotos';
import { exportFileName, listingsToCsv, listingsToJson } from '../exportFormat';
import { useActionMessage } from '../hooks/useActionMessage';
import { ProfileMessage } from './ProfileMessage';

const EXPORT_FAILED = 'Could not export your listings. Check your connection and try again.';
const exported = (count: number) => `Exported ${count} ${count === 1 ? 'listing' : 'listings'}.`;

/** "Export my data": the saved listings as JSON, or as CSV for spreadsheets. */
export function ExportData({ port, now = () => new Date() }: { port: ListingsPort; now?: () => Date }) {
  const { busy, message, run } = useActionMessage();
  const exportAs = (format: 'json' | 'csv') =>
    void run(
      async () => {
        const listings = await readListingsOnce(port);
        const day = now();
        if (format === 'json') {
          const photos = await readListingPhotos(port, listings);
          downloadFile(exportFileName('json', day), listingsToJson(listings, day, photos), 'application/json');
        } else downloadFile(exportFileName('csv', day), listingsToCsv(listings), 'text/csv;charset=utf-8');
        return listings.length;
      },
      exported,
      EXPORT_FAILED,
    );
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Your saved listings: titles, descriptions, prices and keywords, with their photos in the JSON.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" disabled={busy} onClick={() => exportAs('json')}>
          Export my data
        </Button>
        <Button variant="text" disabled={busy} onClick={() => exportAs('csv')}>
          Export as CSV
        </Button>
      </Stack>
      <ProfileMessage message={message} />
    </>
  );
}
