/**
 * Jest only. Renders a remote's component the way the host does: real MUI theme, a real router
 * behind the navigation port, and fakes only at the ports (auth, AI, share, listings, manage a
 * listing). Every fake can be replaced; the defaults are the standalone shells' stand-ins.
 */
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';
import { RouterNavigation } from '../navigation/RouterNavigation';
import type { AuthContextValue } from '../auth/AuthContext';
import type { AppUser } from '../types/entities';
import { demoAiClient } from './demoAiClient';
import { fakeAuthContext } from './fakeAuthContext';
import { fakeSharePort } from './fakeSharePort';
import { PortsProvider, type Ports } from './PortsProvider';

export interface RenderWithPortsOptions extends Partial<Omit<Ports, 'auth'>> {
  /** The auth state, or a hook giving it, for a state that changes while the screen is open. */
  auth?: AuthContextValue | (() => AuthContextValue);
  /** Signed-in user for the default auth fake; ignored when `auth` is given. */
  user?: AppUser | null;
  /** Where the router starts: a path, or a location with router state. */
  route?: InitialEntry;
  /** The route pattern `ui` is rendered under, so it gets that route's params. */
  path?: string;
  /** Other routes, e.g. placeholders to check where a link or redirect leads. */
  routes?: Record<string, ReactNode>;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderWithPorts(ui: ReactElement, options: RenderWithPortsOptions = {}) {
  const { user = null, route = '/', path = '*', routes = {}, userEventOptions } = options;
  const { auth = fakeAuthContext({ user }) } = options;
  const ports: Omit<Ports, 'auth'> = {
    ai: options.ai ?? demoAiClient(),
    share: options.share ?? fakeSharePort(),
    listings: options.listings ?? null,
    manageListing: options.manageListing ?? null,
  };
  const useAuthValue = typeof auth === 'function' ? auth : () => auth;
  function Providers({ children }: { children: ReactNode }) {
    return <PortsProvider ports={{ ...ports, auth: useAuthValue() }}>{children}</PortsProvider>;
  }
  const events = userEvent.setup(userEventOptions);
  const view = render(
    <Providers>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={<RouterNavigation>{ui}</RouterNavigation>} />
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, user: events, ports };
}
