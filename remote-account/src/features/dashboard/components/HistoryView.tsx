/**
 * History: every saved listing, newest first, 50 at a time, filtered by status, each opening its
 * result view, its status dialog (where listed, mark as sold, archive) or deleted with undo.
 * Reached from the dashboard's History button (/dashboard?view=history), so the browser's Back
 * returns to the dashboard.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { AppLink, Spinner, type ListingStatus, type ListingsSnapshot } from '@snap/shared';
import { LISTING_STATUSES, listingStatus, STATUS_LABELS } from '@snap/shared/contracts';
import { useDeleteWithUndo } from '../hooks/useDeleteWithUndo';
import { ListingRow } from './ListingRow';
import { PATHS } from '@snap/shared/contracts';
import { RetryBoundary, useRetryableLazy } from '@snap/shared/retry';

/**
 * The status dialog is its own chunk, fetched when a seller first opens Manage: its form, date
 * field and checklist (about 30 KB gzip) stay out of every first visit to /dashboard.
 */
const loadStatusDialog = () =>
  import(/* webpackChunkName: "listing-status-dialog" */ './ListingStatusDialog').then((module) => ({
    default: module.ListingStatusDialog,
  }));

export const HISTORY_PAGE = 50;

export function HistoryView({ snapshot }: { snapshot: ListingsSnapshot }) {
  const { loading, error } = snapshot;
  const [filter, setFilter] = useState<ListingStatus | 'all'>('all');
  const listings = filter === 'all' ? snapshot.listings : snapshot.listings.filter((l) => listingStatus(l) === filter);
  const [managedId, setManagedId] = useState<string | null>(null);
  const [StatusDialog, retryStatusDialog] = useRetryableLazy(loadStatusDialog);
  // The live copy: the dialog follows what the seller's changes make of the listing.
  const managed = snapshot.listings.find((l) => l.id === managedId);
  const [shown, setShown] = useState(HISTORY_PAGE);
  const deletion = useDeleteWithUndo();
  const problem = deletion.error ?? error;
  return (
    <Box component="section" aria-labelledby="history-heading" aria-busy={loading}>
      <Button component={AppLink} to={PATHS.dashboard} sx={{ mt: 1 }}>
        ← Back to dashboard
      </Button>
      <Typography id="history-heading" component="h1" variant="h5" sx={{ fontWeight: 700, my: 1 }}>
        History
      </Typography>
      {problem && (
        <Alert severity="warning" onClose={deletion.error ? deletion.clearError : undefined}>
          {problem}
        </Alert>
      )}
      <Box role="group" aria-label="Show" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        {(['all', ...LISTING_STATUSES] as const).map((option) => (
          <Button
            key={option}
            size="small"
            variant={filter === option ? 'contained' : 'outlined'}
            aria-pressed={filter === option}
            onClick={() => setFilter(option)}
            sx={{ minHeight: 44 }}
          >
            {option === 'all' ? 'All' : STATUS_LABELS[option]}
          </Button>
        ))}
      </Box>
      {loading && <Spinner size="sm" label="Loading your listings" />}
      {!loading && snapshot.listings.length === 0 && (
        <Typography color="text.secondary">No items scanned yet</Typography>
      )}
      {!loading && snapshot.listings.length > 0 && listings.length === 0 && (
        <Typography color="text.secondary">No {STATUS_LABELS[filter as ListingStatus].toLowerCase()} items</Typography>
      )}
      <List aria-label="All items">
        {listings.slice(0, shown).map((listing) => (
          <ListingRow
            key={listing.id}
            listing={listing}
            onDelete={deletion.remove}
            onManage={(l) => setManagedId(l.id)}
          />
        ))}
      </List>
      {managed && (
        <RetryBoundary
          loading={<Spinner size="sm" label="Opening the listing" />}
          onRetry={retryStatusDialog}
          fallback={(_error, retry) => (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={retry}>
                  Retry
                </Button>
              }
            >
              Could not open this listing. Check your connection and try again.
            </Alert>
          )}
        >
          <StatusDialog listing={managed} onClose={() => setManagedId(null)} />
        </RetryBoundary>
      )}
      {listings.length > shown && (
        <Button variant="outlined" fullWidth onClick={() => setShown((n) => n + HISTORY_PAGE)}>
          Show {Math.min(HISTORY_PAGE, listings.length - shown)} more
        </Button>
      )}
      {/* Above the shell's fixed version badge. */}
      <Snackbar
        open={deletion.removed !== null}
        autoHideDuration={8000}
        onClose={(_event, reason) => reason !== 'clickaway' && deletion.dismiss()}
        message={deletion.removed ? `Deleted ${deletion.removed.itemName}` : ''}
        action={
          <Button color="inherit" onClick={deletion.undo}>
            Undo
          </Button>
        }
        sx={{ bottom: { xs: 56, sm: 56 } }}
      />
    </Box>
  );
}
