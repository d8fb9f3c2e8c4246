/**
 * Development shell for a remote running on its own (`npm run dev -w remote-…`): the same theme and
 * router as the host, with simple stand-ins for what the host normally provides.
 */
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RouterNavigation } from '../navigation/RouterNavigation';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AuthContext, type AuthContextValue, AiClientContext, type AiClient, SharePortContext, type SharePort, theme } from '@snap/shared';

const notInStandalone = (what: string) => () => Promise.reject(new Error(`${what} runs in the host app, not in a standalone remote`));

const standaloneAuth: AuthContextValue = {
  user: null,
  loading: false,
  signInWithGoogle: notInStandalone('Sign-in'),
  signUpWithEmail: notInStandalone('Sign-up'),
  signInWithEmail: notInStandalone('Sign-in'),
  sendSignInLink: notInStandalone('Sign-in'),
  completeSignInWithLink: notInStandalone('Sign-in'),
  signOut: notInStandalone('Sign-out'),
  resendVerification: notInStandalone('Verification'),
  updateDisplayName: notInStandalone('Profile update'),
  getIdToken: () => Promise.resolve(null),
};

const standaloneShare: SharePort = {
  openShare: () => window.alert('Sharing opens remote-share inside the host app.'),
  openGuide: () => window.alert('The guide opens remote-share inside the host app.'),
  openMarketplace: () => window.alert('Marketplace dialogs open remote-share inside the host app.'),
};

export interface StandaloneShellProps {
  children: ReactNode;
  /** Overrides for the stand-ins, e.g. a real AI client pointed at the local gateway. */
  auth?: AuthContextValue;
  aiClient?: AiClient;
  share?: SharePort;
}

const standaloneAi: AiClient = {
  identify: notInStandalone('AI analysis'),
  estimate: notInStandalone('AI analysis'),
  listing: notInStandalone('AI analysis'),
};

export function StandaloneShell({ children, auth = standaloneAuth, aiClient = standaloneAi, share = standaloneShare }: StandaloneShellProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthContext.Provider value={auth}>
        <AiClientContext.Provider value={aiClient}>
          <SharePortContext.Provider value={share}>
            <BrowserRouter>
              <RouterNavigation>{children}</RouterNavigation>
            </BrowserRouter>
          </SharePortContext.Provider>
        </AiClientContext.Provider>
      </AuthContext.Provider>
    </ThemeProvider>
  );
}
