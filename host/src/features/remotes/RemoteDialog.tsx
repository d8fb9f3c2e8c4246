import { Spinner, type DialogProps, type ExposedModuleId } from '@snap/shared';
import { RemoteModule } from './RemoteModule';
import { RemoteDialogFallback, type RemoteDialogWords } from './RemoteDialogFallback';
import { sharedVersionMismatch } from './versionSkew';

export interface RemoteDialogProps<P extends DialogProps> {
  id: ExposedModuleId;
  /** Its props, checked against its contract in @snap/shared. */
  props: P;
  /** What its fallback says when it cannot be loaded. */
  words: RemoteDialogWords;
}

/**
 * A remote's exposed dialog, loaded when it opens: a spinner until it is there, and a fallback
 * dialog (Retry, or a page too old for it) should it not come. A port provider (share, manage a
 * listing) renders it; callers key it by what is open, so another dialog loads fresh.
 */
export function RemoteDialog<P extends DialogProps>({ id, props, words }: RemoteDialogProps<P>) {
  return (
    <RemoteModule
      id={id}
      props={props}
      loading={<Spinner size="md" fullScreen label="Opening" />}
      fallback={(error, retry) => (
        <RemoteDialogFallback
          words={words}
          onRetry={retry}
          onClose={props.onClose}
          outdatedPage={sharedVersionMismatch(error) !== undefined}
        />
      )}
    />
  );
}
