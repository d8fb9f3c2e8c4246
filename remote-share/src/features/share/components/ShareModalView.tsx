/**
 * The Share to Marketplaces modal (spec §2). Full screen on a phone with Close and the status line
 * at the bottom, where a thumb reaches. The photos start preparing when it opens.
 */
import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MARKETPLACES, type ShareModalProps } from '@snap/shared';
import { useCompactScreen } from '@snap/shared/layout';
import { measureCapabilities } from '../core/capabilities';
import { withItemUrl } from '../core/itemUrl';
import { payoutLines } from '../core/payoutLines';
import { useShareFlow } from '../hooks/useShareFlow';
import { useShareImages } from '../hooks/useShareImages';
import type { Reencoder } from '../images/prepareShareFiles';
import { AppNotFoundDialog } from './AppNotFoundDialog';
import { CapabilityList } from './CapabilityList';
import { ManualCopyPanel } from './ManualCopyPanel';
import { MarketplaceGroups } from './MarketplaceGroups';
import { ShareStatusBar } from './ShareStatusBar';

export interface ShareModalViewProps extends ShareModalProps {
  reencoder: Reencoder;
  download(file: File): void;
}

export function ShareModalView({ open, onClose, data: given, reencoder, download }: ShareModalViewProps) {
  const phone = useCompactScreen();
  const data = useMemo(() => withItemUrl(given, window.location.origin), [given]);
  // Once per ShareData; today's date only decides whether a marketplace's fees are old enough to say so.
  const lines = useMemo(() => payoutLines(given), [given]);
  const images = useShareImages(data, open, reencoder);
  // Measured on this device each time the modal opens (the capability ticks).
  const capabilities = useMemo(() => (open ? measureCapabilities(navigator, window.isSecureContext) : null), [open]);
  const flow = useShareFlow({ data, files: images.files, download });
  const preparing = images.status === 'preparing' ? `Preparing photos ${images.done} of ${images.total}…` : null;
  const missing = flow.appNotFound && MARKETPLACES.find((m) => m.id === flow.appNotFound?.marketplace);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="share-modal-title"
      scroll="paper"
    >
      <DialogTitle id="share-modal-title">Share to Marketplaces</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <div>
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {data.title}
            </Typography>
            {images.status === 'failed' && (
              <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
                {`${images.error}: photos cannot be attached; the details can still be shared.`}
              </Typography>
            )}
          </div>
          {capabilities && <CapabilityList capabilities={capabilities} />}
          <MarketplaceGroups
            preparing={preparing}
            showAndroidIntent={capabilities?.androidIntents ?? false}
            lines={lines}
            onShare={flow.share}
            onAndroidIntent={flow.openAndroidIntent}
            shared={flow.shared}
            onMarkListed={(marketplace) => void flow.markListed(marketplace)}
          />
          <Divider />
          <ManualCopyPanel data={data} lines={lines} />
        </Stack>
      </DialogContent>
      <ShareStatusBar status={flow.status}>
        <Button variant="contained" size="large" fullWidth={phone} onClick={onClose}>
          Close
        </Button>
      </ShareStatusBar>
      <AppNotFoundDialog
        open={flow.appNotFound?.open ?? false}
        marketplaceName={missing ? missing.name : ''}
        canInstall={Boolean(flow.appNotFound?.appStoreUrl)}
        onInstall={flow.install}
        onCopyPaste={flow.continueWithCopyPaste}
        onDismiss={flow.dismissAppNotFound}
      />
    </Dialog>
  );
}
