/**
 * `npm run dev -w remote-share`: the share dialogs without the host. A sample listing with drawn
 * photos and a button per dialog (the modal, the guide, each marketplace's frame); the standalone
 * strip's switch signs the sample seller in or out. The playground plays the host: it fulfils the
 * share port with these dialogs, over the shell's stand-in.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SharePortContext, Spinner, type MarketplaceId, type SharePort } from '@snap/shared';
import { StandaloneShell } from '@snap/shared/standalone';
import ShareModal from '../../../ShareModal';
import GuideWizard from '../../../GuideWizard';
import FrameDialog from '../../../FrameDialog';
import { makeSampleListing, type SampleListing } from '../sampleListing';
import { PlaygroundControls } from './PlaygroundControls';
import { SampleListingCard } from './SampleListingCard';

type OpenDialog = { kind: 'share' } | { kind: 'guide' } | { kind: 'frame'; marketplace: MarketplaceId } | null;

export function PlaygroundApp() {
  const [listing, setListing] = useState<SampleListing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const share = useMemo<SharePort>(
    () => ({
      openShare: () => setDialog({ kind: 'share' }),
      openGuide: () => setDialog({ kind: 'guide' }),
      openMarketplace: (marketplace) => setDialog({ kind: 'frame', marketplace }),
    }),
    [],
  );
  useEffect(() => {
    makeSampleListing().then(setListing, (error: Error) => setFailure(error.message));
  }, []);
  const close = () => setDialog(null);

  return (
    <StandaloneShell remote="remote-share" signedIn>
      <SharePortContext.Provider value={share}>
        <Stack component="main" sx={{ p: 2, gap: 2, maxWidth: 480, mx: 'auto' }}>
          <Typography component="h1" variant="h5">
            Share playground
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          {!listing && !failure && <Spinner size="md" label="Drawing sample photos" />}
          {listing && (
            <>
              <SampleListingCard listing={listing.data} photoUrls={listing.photoUrls} />
              <PlaygroundControls
                onShare={() => share.openShare(listing.data)}
                onGuide={share.openGuide}
                onMarketplace={(id) => share.openMarketplace(id, listing.data)}
              />
              {dialog?.kind === 'share' && <ShareModal open onClose={close} data={listing.data} />}
              {dialog?.kind === 'frame' && (
                <FrameDialog open onClose={close} marketplace={dialog.marketplace} data={listing.data} />
              )}
            </>
          )}
          {dialog?.kind === 'guide' && <GuideWizard open onClose={close} />}
        </Stack>
      </SharePortContext.Provider>
    </StandaloneShell>
  );
}
