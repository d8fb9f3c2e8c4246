/**
 * Renders a remote-share component the way the host does, through renderWithPorts
 * (@snap/shared/testing): real MUI theme and router, fakes at the ports. It starts on /camera, where
 * share's dialogs open; /auth renders a marker so tests can see navigation happen.
 */
import type { ReactElement } from 'react';
import type userEvent from '@testing-library/user-event';
import { renderWithPorts } from '@snap/shared/testing';
import { PATHS, authTabPath } from '@snap/shared/contracts';
import type { AppUser, ShareData } from '@snap/shared';

export const SIGNED_IN: AppUser = {
  uid: 'u1',
  displayName: 'Sam Seller',
  email: 'sam@example.com',
  emailVerified: true,
};

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
  return renderWithPorts(ui, {
    user,
    route: PATHS.camera,
    path: PATHS.camera,
    routes: { [PATHS.auth]: <p>Auth screen</p>, [authTabPath('signup')]: <p>Sign-up form</p> },
    userEventOptions,
  });
}
