/**
 * Fulfils the share port declared in @snap/shared by loading remote-share's dialogs on demand.
 * Capture never imports remote-share; it calls useSharePort() and this renders the dialog.
 */
import { useMemo, useState, type ReactNode } from 'react';
import {
  EXPOSED,
  SharePortContext,
  type FrameDialogProps,
  type GuideWizardProps,
  type MarketplaceId,
  type ShareData,
  type ShareModalProps,
  type SharePort,
} from '@snap/shared';
import { RemoteDialog, type RemoteDialogWords } from '../remotes';

/** Which dialog is open, with what it was opened for. */
type OpenDialog =
  | { kind: 'share'; data: ShareData }
  | { kind: 'guide' }
  | {
      kind: 'frame';
      marketplace: MarketplaceId;
      data?: ShareData;
    };

export const SHARING_UNAVAILABLE: RemoteDialogWords = {
  title: 'Sharing is unavailable',
  down: 'Sharing could not be loaded right now. Your results are safe; try again in a moment.',
  outdated:
    'Sharing has been updated and needs a newer version of this page. Your results are safe; reload the page later to share.',
};

/** One remote dialog, its props checked against its contract in @snap/shared. */
function Dialog({ dialog, onClose }: { dialog: OpenDialog; onClose(): void }) {
  const words = SHARING_UNAVAILABLE;
  switch (dialog.kind) {
    case 'share': {
      const props: ShareModalProps = { open: true, onClose, data: dialog.data };
      return <RemoteDialog id={EXPOSED.shareModal} props={props} words={words} />;
    }
    case 'guide': {
      const props: GuideWizardProps = { open: true, onClose };
      return <RemoteDialog id={EXPOSED.guideWizard} props={props} words={words} />;
    }
    case 'frame': {
      const props: FrameDialogProps = { open: true, onClose, marketplace: dialog.marketplace, data: dialog.data };
      return <RemoteDialog id={EXPOSED.frameDialog} props={props} words={words} />;
    }
  }
}

export function SharePortProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const port = useMemo<SharePort>(
    () => ({
      openShare: (data) => setDialog({ kind: 'share', data }),
      openGuide: () => setDialog({ kind: 'guide' }),
      openMarketplace: (marketplace, data) => setDialog({ kind: 'frame', marketplace, data }),
    }),
    [],
  );

  return (
    <SharePortContext.Provider value={port}>
      {children}
      {/* Keyed by kind: another dialog is another module, loaded fresh. */}
      {dialog && <Dialog key={dialog.kind} dialog={dialog} onClose={() => setDialog(null)} />}
    </SharePortContext.Provider>
  );
}
