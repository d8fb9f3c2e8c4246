/**
 * Renders a remote-share component the way the host does: real MUI theme and router (through the
 * navigation port), a fake auth state. /auth renders a marker so tests can see navigation happen.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouterNavigation } from '@snap/shared/router';
import { fakeAuthContext } from '@snap/shared/testing';
import { AuthContext, theme, type AppUser, type ShareData } from '@snap/shared';

export const SIGNED_IN: AppUser = { uid: 'u1', displayName: 'Sam Seller', email: 'sam@example.com', emailVerified: true };

export const SAMPLE_LISTING: ShareData = {
  title: 'Nike Air Max 90 - $85',
  description: 'Classic running shoes. Worn twice. Condition: like-new',
  price: 85,
  condition: 'like-new',
  category: 'Shoes',
  tags: ['nike', 'air max', 'sneakers'],
};

export interface RenderInHostShellOptions {
  user?: AppUser | null;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderInHostShell(ui: ReactElement, { user = null, userEventOptions }: RenderInHostShellOptions = {}) {
  const events = userEvent.setup(userEventOptions);
  const view = render(
    <ThemeProvider theme={theme}>
      <AuthContext.Provider value={fakeAuthContext({ user })}>
        <MemoryRouter initialEntries={['/camera']}>
          <Routes>
            <Route path="/camera" element={<RouterNavigation>{ui}</RouterNavigation>} />
            <Route path="/auth" element={<p>Auth screen</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </ThemeProvider>,
  );
  return { ...view, user: events };
}
