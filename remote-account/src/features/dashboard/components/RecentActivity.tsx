/** Recent Activity (spec §2): the latest listings, or the empty state with the spec's texts. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AppLink, Spinner, type ListingsSnapshot } from '@snap/shared';
import { ListingRow } from './ListingRow';
import { PATHS } from '@snap/shared/contracts';

export const RECENT_COUNT = 5;

export function RecentActivity({ snapshot }: { snapshot: ListingsSnapshot }) {
  const { listings, loading, error } = snapshot;
  return (
    <Paper component="section" aria-labelledby="recent-activity" aria-busy={loading} sx={{ p: 2, mb: 2 }}>
      <Typography id="recent-activity" component="h2" variant="h6">
        Recent Activity
      </Typography>
      {error && (
        <Alert severity="warning" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      {loading && <Spinner size="sm" label="Loading your listings" />}
      {!loading && listings.length === 0 && (
        <>
          <Typography color="text.secondary" sx={{ my: 1 }}>
            No items scanned yet
          </Typography>
          <Button component={AppLink} to={PATHS.camera} variant="contained">
            Scan Your First Item
          </Button>
        </>
      )}
      {listings.length > 0 && (
        <List aria-label="Latest items">
          {listings.slice(0, RECENT_COUNT).map((listing) => (
            <ListingRow key={listing.id} listing={listing} />
          ))}
        </List>
      )}
    </Paper>
  );
}
