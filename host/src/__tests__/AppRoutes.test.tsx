import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { EXPOSED, type ExposedModuleId } from '@snap/shared';
import { AppRoutes } from '../AppRoutes';
import { AuthProvider } from '../features/auth/AuthProvider';
import { loadExposed } from '../features/remotes/loadExposed';
import { SharePortProvider } from '../features/share/SharePortProvider';
import { ALICE, createFakeAuthService, type FakeAuthService } from '../testing/fakeAuthService';

jest.mock('../features/remotes/loadExposed', () => ({ loadExposed: jest.fn() }));
const SCREENS: Partial<Record<ExposedModuleId, string>> = {
  [EXPOSED.capture]: 'Camera screen',
  [EXPOSED.auth]: 'Auth screen',
  [EXPOSED.dashboard]: 'Dashboard screen',
  [EXPOSED.profile]: 'Profile screen',
};
(loadExposed as jest.Mock).mockImplementation((id: ExposedModuleId) =>
  Promise.resolve({ default: () => <p>{SCREENS[id]}</p> }),
);

function renderAt(path: string, service: FakeAuthService) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider loadService={() => Promise.resolve(service)}>
        <SharePortProvider>
          <AppRoutes />
        </SharePortProvider>
      </AuthProvider>
    </MemoryRouter>,
  );
}

const landingHeading = () => screen.findByRole('heading', { level: 1, name: 'Snap. Price. Sell.' });

describe('route table', () => {
  it('shows a full-screen spinner until the first auth report', async () => {
    const service = createFakeAuthService();
    renderAt('/', service);
    expect(screen.getByRole('progressbar', { name: 'Loading your session' })).toBeInTheDocument();
    await act(async () => service.emit(null));
    expect(await landingHeading()).toBeInTheDocument();
  });

  it.each([
    ['/camera', 'Camera screen'],
    ['/auth', 'Auth screen'],
    ['/auth/signup', 'Auth screen'],
    ['/auth/signin', 'Auth screen'],
  ])('renders %s from its remote for everyone', async (path, text) => {
    const service = createFakeAuthService();
    renderAt(path, service);
    await act(async () => service.emit(null));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each(['/dashboard', '/profile', '/nowhere'])('shows home for %s when signed out', async (path) => {
    const service = createFakeAuthService();
    renderAt(path, service);
    await act(async () => service.emit(null));
    expect(await landingHeading()).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Sign In');
  });

  it.each([
    ['/dashboard', 'Dashboard screen'],
    ['/profile', 'Profile screen'],
  ])('renders %s when signed in', async (path, text) => {
    const service = createFakeAuthService();
    renderAt(path, service);
    await act(async () => service.emit(ALICE));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows Dashboard, Profile and Sign Out in the landing header when signed in', async () => {
    const service = createFakeAuthService();
    renderAt('/', service);
    await act(async () => service.emit(ALICE));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/dashboard');
    expect(nav).not.toHaveTextContent('Sign In');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(service.signOut).toHaveBeenCalledTimes(1);
  });

  it("promises 'No signup required' to a visitor, never to a seller who has signed up", async () => {
    const service = createFakeAuthService();
    renderAt('/', service);
    await act(async () => service.emit(null));
    expect(await screen.findByText('No signup required')).toBeInTheDocument();
    await act(async () => service.emit(ALICE));
    expect(await screen.findByText('Your listings are saved')).toBeInTheDocument();
    expect(screen.queryByText('No signup required')).not.toBeInTheDocument();
  });
});

describe('AuthProvider', () => {
  it('skips the spinner for a visitor known to be signed out, before the SDK even loads', async () => {
    render(
      <MemoryRouter>
        <AuthProvider loadService={() => new Promise(() => undefined)} knownSignedOut>
          <AppRoutes />
        </AuthProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('progressbar', { name: 'Loading your session' })).not.toBeInTheDocument();
    expect(await landingHeading()).toBeInTheDocument();
  });

  it('completes an e-mail sign-in link on start', async () => {
    const service = createFakeAuthService({ isSignInLink: () => true });
    renderAt('/auth/signin', service);
    await act(async () => service.emit(ALICE));
    expect(service.completeSignInWithLink).toHaveBeenCalledTimes(1);
  });

  it('only stops loading when completing the link fails', async () => {
    const service = createFakeAuthService({
      isSignInLink: () => true,
      completeSignInWithLink: jest.fn(() => Promise.reject(new Error('Invalid sign-in link'))),
    });
    renderAt('/', service);
    expect(await landingHeading()).toBeInTheDocument();
  });

  it('stops loading with no user when the provider SDK cannot start', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <AuthProvider loadService={() => Promise.reject(new Error('chunk failed'))}>
          <AppRoutes />
        </AuthProvider>
      </MemoryRouter>,
    );
    expect(await landingHeading()).toBeInTheDocument();
  });
});
