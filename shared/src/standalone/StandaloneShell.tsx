/**
 * Development shell for a remote running on its own (`npm run dev -w remote-…`): the host's theme
 * and router, and the stand-ins from @snap/shared/testing for what the host provides, the same
 * fakes the component tests use. A strip on top switches between signed in (the sample seller,
 * with an in-memory listings port) and anonymous, and says which AI answers (standaloneAi.ts).
 */
import { useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { BrowserRouter } from 'react-router-dom';
import { RouterNavigation } from '../navigation/RouterNavigation';
import { createFakeAuthSession, useFakeAuthSession } from '../testing/fakeAuthSession';
import { fakeListingsPort } from '../testing/fakeListingsPort';
import { fakeSharePort, type ShareCall } from '../testing/fakeSharePort';
import { PortsProvider } from '../testing/PortsProvider';
import { SAMPLE_SELLER } from '../testing/sampleSeller';
import { ShareStandInDialog } from './ShareStandInDialog';
import { StandaloneBar, type StandalonePage } from './StandaloneBar';
import { standaloneAi } from './standaloneAi';

export type { StandalonePage };

export interface StandaloneShellProps {
  children: ReactNode;
  /** The remote's name, shown in the strip. */
  remote?: string;
  /** Whether the page starts signed in; the switch (kept across reloads of the tab) changes it. */
  signedIn?: boolean;
  /** Links to the remote's own pages. */
  pages?: StandalonePage[];
}

const SIGNED_IN_KEY = 'snap-standalone-signed-in';

function initialSignedIn(fallback: boolean): boolean {
  const stored = window.sessionStorage.getItem(SIGNED_IN_KEY);
  return stored === null ? fallback : stored === 'true';
}

export function StandaloneShell({ children, remote = 'remote', signedIn = false, pages = [] }: StandaloneShellProps) {
  const [session] = useState(() => createFakeAuthSession(initialSignedIn(signedIn) ? SAMPLE_SELLER : null));
  const auth = useFakeAuthSession(session);
  const [ai] = useState(standaloneAi);
  const [shareCall, setShareCall] = useState<ShareCall | null>(null);
  const [share] = useState(() => fakeSharePort(setShareCall));
  const [listings] = useState(() => fakeListingsPort());
  const ports = useMemo(
    () => ({ auth, ai: ai.client, share, listings: auth.user ? listings : null }),
    [auth, ai, share, listings],
  );

  const switchSignedIn = (on: boolean) => {
    window.sessionStorage.setItem(SIGNED_IN_KEY, String(on));
    session.set(on ? SAMPLE_SELLER : null);
  };

  return (
    <PortsProvider ports={ports}>
      <CssBaseline />
      <BrowserRouter>
        <RouterNavigation>
          <StandaloneBar
            remote={remote}
            aiSource={ai.source}
            signedIn={auth.user !== null}
            onSignedInChange={switchSignedIn}
            pages={pages}
          />
          {children}
          <ShareStandInDialog call={shareCall} onClose={() => setShareCall(null)} />
        </RouterNavigation>
      </BrowserRouter>
    </PortsProvider>
  );
}
