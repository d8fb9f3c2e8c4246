/**
 * Fulfils the share port declared in @snap/shared by loading remote-share's dialogs on demand.
 * Capture never imports remote-share; it calls useSharePort() and this renders the dialog.
 */
import { useMemo, useState, type ReactNode } from 'react';
import {
  EXPOSED,
  SharePortContext,
  Spinner,
  type DialogProps,
  type ExposedModuleId,
  type MarketplaceId,
  type ShareData,
  type SharePort,
} from '@snap/shared';
import { RemoteModule } from '../remotes/RemoteModule';
import { sharedVersionMismatch } from '../remotes/versionSkew';
import { RemoteDialogFallback } from './RemoteDialogFallback';

type OpenDialog =
  | { kind: 'share'; data: ShareData }
  | { kind: 'guide' }
  | { kind: 'frame'; marketplace: MarketplaceId; data?: ShareData };

const MODULES: Record<OpenDialog['kind'], ExposedModuleId> = {
  share: EXPOSED.shareModal,
  guide: EXPOSED.guideWizard,
  frame: EXPOSED.frameDialog,
};

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
  const close = () => setDialog(null);

  return (
    <SharePortContext.Provider value={port}>
      {children}
      {dialog && (
        <RemoteModule<DialogProps>
          key={dialog.kind}
          id={MODULES[dialog.kind]}
          props={{ ...dialog, open: true, onClose: close }}
          loading={<Spinner size="md" fullScreen label="Opening" />}
          fallback={(error, retry) => <RemoteDialogFallback onRetry={retry} onClose={close} outdatedPage={sharedVersionMismatch(error) !== undefined} />}
        />
      )}
    </SharePortContext.Provider>
  );
}
