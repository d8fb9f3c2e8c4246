/**
 * Everything the host provides to a remote except the router: the theme and the auth, AI, share,
 * listings and manage-listing ports. The standalone shells and renderWithPorts() both build on it, so a remote's
 * dev page and its component tests see the same stand-ins.
 */
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext';
import { AiClientContext, type AiClient } from '../ai/AiClient';
import { SharePortContext, type SharePort } from '../share/SharePort';
import { ListingsPortContext, type ListingsPort } from '../listings/ListingsPort';
import { ManageListingPortContext, type ManageListingPort } from '../listings/ManageListingPort';
import { theme } from '../theme/theme';

export interface Ports {
  auth: AuthContextValue;
  ai: AiClient;
  share: SharePort;
  /** Null for a signed-out visitor, as the host does. */
  listings: ListingsPort | null;
  /** The Manage dialog of a saved listing; absent (no Manage) unless given. */
  manageListing?: ManageListingPort | null;
}

export function PortsProvider({ ports, children }: { ports: Ports; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <AuthContext.Provider value={ports.auth}>
        <AiClientContext.Provider value={ports.ai}>
          <SharePortContext.Provider value={ports.share}>
            <ListingsPortContext.Provider value={ports.listings}>
              <ManageListingPortContext.Provider value={ports.manageListing ?? null}>
                {children}
              </ManageListingPortContext.Provider>
            </ListingsPortContext.Provider>
          </SharePortContext.Provider>
        </AiClientContext.Provider>
      </AuthContext.Provider>
    </ThemeProvider>
  );
}
