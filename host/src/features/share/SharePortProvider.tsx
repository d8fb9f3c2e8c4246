/**
 * Fulfils the share port declared in @snap/shared by loading remote-share's dialogs on demand.
 * Capture never imports remote-share; it calls useSharePort() and this renders the dialog.
 */
import { useMemo, useState, type ReactNode } from 'react';
import {
  EXPOSED,
  SharePortContext,
  Spinner,
  type FrameDialogProps,
  type GuideWizardProps,
  type MarketplaceId,
  type ShareData,
  type ShareModalProps,
  type SharePort,
} from '@snap/shared';
import { RemoteModule, type RemoteModuleProps } from '../remotes/RemoteModule';
import { sharedVersionMismatch } from '../remotes/versionSkew';
import { RemoteDialogFallback } from './RemoteDialogFallback';

/** Which dialog is open, with what it was opened for. */
type OpenDialog =
  | { kind: 'share'; data: ShareData }
  | { kind: 'guide' }
  | {
      kind: 'frame';
      marketplace: MarketplaceId;
      data?: ShareData;
    };

/** One remote dialog, its props checked against its contract in @snap/shared. */
function Dialog({ dialog, onClose }: { dialog: OpenDialog; onClose(): void }) {
  const frame: Omit<RemoteModuleProps<object>, 'id' | 'props'> = {
    loading: <Spinner size="md" fullScreen label="Opening" />,
    fallback: (error, retry) => (
      <RemoteDialogFallback
        onRetry={retry}
        onClose={onClose}
        outdatedPage={sharedVersionMismatch(error) !== undefined}
      />
    ),
  };
  switch (dialog.kind) {
    case 'share': {
      const props: ShareModalProps = { open: true, onClose, data: dialog.data };
      return <RemoteModule {...frame} id={EXPOSED.shareModal} props={props} />;
    }
    case 'guide': {
      const props: GuideWizardProps = { open: true, onClose };
      return <RemoteModule {...frame} id={EXPOSED.guideWizard} props={props} />;
    }
    case 'frame': {
      const props: FrameDialogProps = { open: true, onClose, marketplace: dialog.marketplace, data: dialog.data };
      return <RemoteModule {...frame} id={EXPOSED.frameDialog} props={props} />;
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
