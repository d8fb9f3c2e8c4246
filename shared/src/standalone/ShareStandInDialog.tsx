/** What the share port does in a standalone remote: says what the host would open, with the listing. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ShareCall } from '../testing/fakeSharePort';

const WHAT_OPENS: Record<ShareCall['kind'], string> = {
  share: 'the Share to Marketplaces modal',
  guide: 'the sharing guide',
  marketplace: 'the marketplace dialog',
};

export function ShareStandInDialog({ call, onClose }: { call: ShareCall | null; onClose: () => void }) {
  const data = call && call.kind !== 'guide' ? call.data : undefined;
  return (
    <Dialog open={call !== null} onClose={onClose} aria-labelledby="share-stand-in-title">
      <DialogTitle id="share-stand-in-title">Sharing (stand-in)</DialogTitle>
      <DialogContent>
        <DialogContentText>
          In the app this opens {call ? WHAT_OPENS[call.kind] : 'remote-share'}
          {call?.kind === 'marketplace' ? ` for ${call.id}` : ''}. Run <code>npm run dev</code> for the real one, or{' '}
          <code>npm run dev -w remote-share</code> for its playground.
        </DialogContentText>
        {data && (
          <DialogContentText sx={{ mt: 2 }}>
            Listing: {data.title} · ${data.price}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
