/**
 * `npm run dev -w remote-share`: the share dialogs without the host. A sample listing with drawn
 * photos, a button per dialog (the modal, the guide, each marketplace's frame) and a signed-in /
 * anonymous switch. The playground plays the host: it fulfils the share port with these dialogs.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Spinner, type MarketplaceId, type SharePort } from '@snap/shared';
import { StandaloneShell } from '@snap/shared/standalone';
import ShareModal from '../../../ShareModal';
import GuideWizard from '../../../GuideWizard';
import FrameDialog from '../../../FrameDialog';
import { makeSampleListing, type SampleListing } from '../sampleListing';
import { playgroundAuth } from '../playgroundAuth';
import { PlaygroundControls } from './PlaygroundControls';
import { SampleListingCard } from './SampleListingCard';

type OpenDialog = { kind: 'share' } | { kind: 'guide' } | { kind: 'frame'; marketplace: MarketplaceId } | null;

export function PlaygroundApp() {
  const [signedIn, setSignedIn] = useState(true);
  const [listing, setListing] = useState<SampleListing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const auth = useMemo(() => playgroundAuth(signedIn), [signedIn]);
  const share = useMemo<SharePort>(
    () => ({ openShare: () => setDialog({ kind: 'share' }), openGuide: () => setDialog({ kind: 'guide' }), openMarketplace: (marketplace) => setDialog({ kind: 'frame', marketplace }) }),
    [],
  );
  useEffect(() => {
    makeSampleListing().then(setListing, (error: Error) => setFailure(error.message));
  }, []);
  const close = () => setDialog(null);

  return (
    <StandaloneShell auth={auth} share={share}>
      <Stack component="main" sx={{ p: 2, gap: 2, maxWidth: 480, mx: 'auto' }}>
        <Typography component="h1" variant="h5">
          Share playground
        </Typography>
        <FormControlLabel control={<Switch checked={signedIn} onChange={(event) => setSignedIn(event.target.checked)} />} label="Signed in" />
        {failure && <Alert severity="error">{failure}</Alert>}
        {!listing && !failure && <Spinner size="md" label="Drawing sample photos" />}
        {listing && (
          <>
            <SampleListingCard listing={listing.data} photoUrls={listing.photoUrls} />
            <PlaygroundControls onShare={() => share.openShare(listing.data)} onGuide={share.openGuide} onMarketplace={(id) => share.openMarketplace(id, listing.data)} />
            {dialog?.kind === 'share' && <ShareModal open onClose={close} data={listing.data} />}
            {dialog?.kind === 'frame' && <FrameDialog open onClose={close} marketplace={dialog.marketplace} data={listing.data} />}
          </>
        )}
        {dialog?.kind === 'guide' && <GuideWizard open onClose={close} />}
      </Stack>
    </StandaloneShell>
  );
}
