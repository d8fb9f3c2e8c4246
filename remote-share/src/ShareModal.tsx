/** Exposed as remote_share/ShareModal: the Share to Marketplaces modal with the browser's engines. */
import type { ShareModalProps } from '@snap/shared';
import { ShareModalView } from './features/share/components/ShareModalView';
import { browserReencoder } from './features/share/images/browserReencoder';
import { downloadFile } from './features/share/service/downloadFile';

// One worker for the page's lifetime, started on first use.
let reencoder: ReturnType<typeof browserReencoder> | undefined;

export default function ShareModal(props: ShareModalProps) {
  reencoder ??= browserReencoder();
  return <ShareModalView {...props} reencoder={reencoder} download={downloadFile} />;
}
