/** Recent Activity (spec §2): the latest listings, or the empty state with the spec's texts. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AppLink, Spinner, type ListingsSnapshot } from '@snap/shared';
import { ListingRow } from './ListingRow';
import { PATHS } from '@snap/shared/contracts';

export const RECENT_COUNT = 5;

/**
 * The empty state's height (a line of body text with its margins, 40 px, and a button in a row of
 * its own, 44 px, the theme's touch-target minimum; a flex row, not a line box, whose height would
 * depend on the font):
 * the spinner holds it, so the panel, and the panel below it, do not move when the answer is
 * "nothing yet", a new seller's first visits (issue 16: the dashboard's layout shift).
 */
const EMPTY_STATE_HEIGHT = 84;

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
      {loading && (
        <Box sx={{ minHeight: EMPTY_STATE_HEIGHT, display: 'flex', alignItems: 'center' }}>
          <Spinner size="sm" label="Loading your listings" />
        </Box>
      )}
      {!loading && listings.length === 0 && (
        <>
          <Typography color="text.secondary" sx={{ my: 1 }}>
            No items scanned yet
          </Typography>
          <Box sx={{ display: 'flex' }}>
            <Button component={AppLink} to={PATHS.camera} variant="contained">
              Scan Your First Item
            </Button>
          </Box>
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
