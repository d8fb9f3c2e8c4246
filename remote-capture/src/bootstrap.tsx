/** Standalone development shell for remote-capture. */
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@snap/shared/standalone';
import CaptureRoute from './CaptureRoute';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell>
    <CaptureRoute />
  </StandaloneShell>,
);
