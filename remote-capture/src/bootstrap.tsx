/**
 * Standalone development shell for remote-capture (`npm run dev -w remote-capture`): the camera
 * screen with the real image pipeline, the AI from the local stack's gateway or the demo samples,
 * and the sign-in switch (anonymous: the sign-up prompt; signed in: editing and Smart Share).
 */
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@snap/shared/standalone';
import CaptureRoute from './CaptureRoute';

createRoot(document.getElementById('root')!).render(
  <StandaloneShell remote="remote-capture">
    <CaptureRoute />
  </StandaloneShell>,
);
