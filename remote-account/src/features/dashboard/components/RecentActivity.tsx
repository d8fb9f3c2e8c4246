/** Recent Activity (spec §2): the latest listings, or the empty state with the spec's texts. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useEffect, useMemo } from 'react';
import { AppLink, Spinner, useAuth, type ListingsSnapshot } from '@snap/shared';
import { LISTING_ROW_HEIGHT, LISTING_THUMB, ListingRow } from './ListingRow';
import { PATHS, RECENT_COUNT } from '@snap/shared/contracts';
import { rememberedRecentRows, rememberRecentRows } from '../recentRows';

/**
 * The empty state's height (a line of body text with its margins, 40 px, and a button in a row of
 * its own, 44 px, the theme's touch-target minimum; a flex row, not a line box, whose height would
 * depend on the font):
 * the spinner holds it, so the panel, and the panel below it, do not move when the answer is
 * "nothing yet", a new seller's first visits.
 */
const EMPTY_STATE_HEIGHT = 84;
/** The list's own padding above and below its rows (MUI's List). */
const LIST_PADDING_Y = 8;
/** Where a row's text starts: the button's left padding, the thumbnail and the gap (`gap: 1.5`). */
const ROW_TEXT_X = 16 + LISTING_THUMB + 12;

/** One row drawn grey (a thumbnail, a title, a price), repeated down the room the rows will take. */
function skeletonRow(fill: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="${LISTING_ROW_HEIGHT}">` +
    `<rect x="16" y="8" width="${LISTING_THUMB}" height="${LISTING_THUMB}" rx="4" fill="${fill}"/>` +
    `<rect x="${ROW_TEXT_X}" y="19" width="45%" height="14" rx="4" fill="${fill}"/>` +
    `<rect x="${ROW_TEXT_X}" y="42" width="25%" height="10" rx="4" fill="${fill}"/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * While the listings load: the room of what the seller saw last time (`data-recent-rows`, 0 to
 * RECENT_COUNT; recentRows.ts). 0 is the empty state's room with the spinner; 1 to RECENT_COUNT is
 * that many rows' room, drawn as grey rows, with the spinner there for screen readers only. The
 * signed-in route shell's script sets the same attribute before the first paint (signedInShell.ts
 * in the host), so the room comes from this style alone.
 */
const placeholderSx = (theme: Theme) => {
  const rooms: Record<string, object> = {};
  const skeleton = skeletonRow(theme.palette.action.selected);
  for (let rows = 1; rows <= RECENT_COUNT; rows += 1) {
    rooms[`&[data-recent-rows="${rows}"]`] = {
      minHeight: 2 * LIST_PADDING_Y + rows * LISTING_ROW_HEIGHT,
      backgroundImage: skeleton,
      backgroundRepeat: 'repeat-y',
      backgroundSize: `100% ${LISTING_ROW_HEIGHT}px`,
      backgroundPosition: `0 ${LIST_PADDING_Y}px`,
      '& > *': VISUALLY_HIDDEN,
    };
  }
  return { minHeight: EMPTY_STATE_HEIGHT, display: 'flex', alignItems: 'center', ...rooms };
};

export function RecentActivity({ snapshot }: { snapshot: ListingsSnapshot }) {
  const { listings, loading, error } = snapshot;
  const uid = useAuth().user?.uid;
  const rows = useMemo(() => rememberedRecentRows(uid), [uid]);
  // Once the listings have answered, remember the room they take for the next visit.
  useEffect(() => {
    if (uid && !loading && !error) rememberRecentRows(uid, listings.length);
  }, [uid, loading, error, listings.length]);
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
        <Box data-recent-rows={rows} data-testid="recent-activity-room" sx={placeholderSx}>
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
