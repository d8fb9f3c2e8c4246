/** When the auth SDK loads for a visitor known to be signed out (persistedSession.ts), and that nothing changes for anyone else. */
import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Navigate, useLocation } from 'react-router-dom';
import { useAuth, type AuthOperations } from '@snap/shared';
import { AuthProvider } from '../AuthProvider';
import { AuthProviderAtRoute } from '../AuthProviderAtRoute';
import type { AuthService } from '../authService';
import { ALICE, createFakeAuthService, type FakeAuthService } from '../../../testing/fakeAuthService';

type Operation = Exclude<keyof AuthOperations, 'getIdToken'>;
const OPERATIONS: [Operation, unknown[]][] = [
  ['signInWithGoogle', []],
  ['signUpWithEmail', [{ email: 'a@example.com', password: 'secret1' }]],
  ['signInWithEmail', ['a@example.com', 'secret1']],
  ['sendSignInLink', ['a@example.com']],
  ['completeSignInWithLink', ['a@example.com', 'http://localhost/auth/signin?x=1']],
  ['signOut', []],
  ['resendVerification', []],
  ['updateDisplayName', ['Alice']],
];

function AuthProbe() {
  const auth = useAuth();
  const run = (name: Operation, args: unknown[]) => {
    const op = auth[name] as (...a: unknown[]) => Promise<void>;
    void op(...args).then(() => document.body.setAttribute('data-result', `${name} done`));
  };
  const token = () => void auth.getIdToken().then((t) => document.body.setAttribute('data-token', String(t)));
  return (
    <div>
      <p>{auth.loading ? 'loading' : `user: ${auth.user?.email ?? 'none'}`}</p>
      {OPERATIONS.map(([name, args]) => (
        <button key={name} type="button" onClick={() => run(name, args)}>
          {name}
        </button>
      ))}
      <button type="button" onClick={token}>
        token
      </button>
    </div>
  );
}

/** A loader that counts its calls and hands out `service` when `arrive()` is called (or at once). */
function loaderOf(service: AuthService, { held = false } = {}) {
  let arrive: () => void = () => undefined;
  const load = jest.fn(() => (held ? new Promise<AuthService>((resolve) => (arrive = () => resolve(service))) : Promise.resolve(service)));
  return { load, arrive: () => act(async () => arrive()) };
}

function renderProvider(load: () => Promise<AuthService>, props: { knownSignedOut?: boolean; pathname?: string } = {}) {
  return render(
    <AuthProvider loadService={load} {...props}>
      <AuthProbe />
    </AuthProvider>,
  );
}

/** Lets pending promises and effects run. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  document.body.removeAttribute('data-result');
  document.body.removeAttribute('data-token');
});

describe('a visitor known to be signed out', () => {
  let service: FakeAuthService;
  beforeEach(() => {
    service = createFakeAuthService({ getIdToken: jest.fn(() => Promise.resolve('id-token')) });
  });

  it('sees the page signed out and does not load the SDK on start', async () => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname: '/' });
    expect(screen.getByText('user: none')).toBeInTheDocument();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(OPERATIONS)('loads the SDK on the first %s, waits for it, then runs it', async (name, args) => {
    const { load, arrive } = loaderOf(service, { held: true });
    renderProvider(load, { knownSignedOut: true, pathname: '/' });
    await settle();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(service[name]).not.toHaveBeenCalled();
    await arrive();
    expect(service[name]).toHaveBeenCalledWith(...args);
    expect(document.body).toHaveAttribute('data-result', `${name} done`);
  });

  it('loads the SDK only once for several operations, and then follows the auth state', async () => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname: '/' });
    await settle();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'sendSignInLink' }));
    await userEvent.click(screen.getByRole('button', { name: 'signInWithEmail' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => service.emit(ALICE));
    expect(screen.getByText('user: alice@example.com')).toBeInTheDocument();
  });

  it('tries the download again on the next operation after it failed, then follows the auth state', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn<Promise<AuthService>, []>().mockRejectedValueOnce(new Error('ChunkLoadError: offline')).mockResolvedValue(service);
    let auth: AuthOperations | undefined;
    function Capture({ onAuth }: { onAuth(value: AuthOperations): void }) {
      const value = useAuth();
      useEffect(() => {
        onAuth(value);
      });
      return null;
    }
    render(
      <AuthProvider loadService={load} knownSignedOut pathname="/">
        <AuthProbe />
        <Capture onAuth={(value) => (auth = value)} />
      </AuthProvider>,
    );
    await act(async () => {
      await expect(auth!.signInWithEmail('a@example.com', 'secret1')).rejects.toThrow('Sign-in is unavailable right now. Check your connection and try again.');
    });
    await act(async () => {
      await auth!.signInWithEmail('a@example.com', 'secret1');
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(service.signInWithEmail).toHaveBeenCalledTimes(1);
    await act(async () => service.emit(ALICE));
    expect(screen.getByText('user: alice@example.com')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('gets no ID token, at once and without loading the SDK, while it is not loaded', async () => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname: '/camera' });
    await userEvent.click(screen.getByRole('button', { name: 'token' }));
    expect(document.body).toHaveAttribute('data-token', 'null');
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(service.getIdToken).not.toHaveBeenCalled();
  });

  it('asks the SDK for the ID token once it has loaded', async () => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'signInWithEmail' }));
    await act(async () => service.emit(ALICE));
    await userEvent.click(screen.getByRole('button', { name: 'token' }));
    expect(document.body).toHaveAttribute('data-token', 'id-token');
  });

  it.each(['/auth', '/auth/', '/auth/signin', '/auth/signup', '/dashboard', '/profile'])('preloads the SDK on %s', async (pathname) => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    // Loaded, it reports as today: here nobody, without a spinner in between.
    expect(screen.getByText('user: none')).toBeInTheDocument();
    await act(async () => service.emit(ALICE));
    expect(screen.getByText('user: alice@example.com')).toBeInTheDocument();
  });

  it.each(['/', '/camera', '/authors', '/nowhere'])('does not preload it on %s', async (pathname) => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname });
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('preloads it when the visitor navigates to the auth screen, and keeps it after leaving', async () => {
    const { load } = loaderOf(service);
    render(
      <MemoryRouter initialEntries={['/camera']}>
        <AuthProviderAtRoute loadService={load} knownSignedOut>
          <Link to="/auth">Sign In</Link>
          <Link to="/">Home</Link>
          <AuthProbe />
        </AuthProviderAtRoute>
      </MemoryRouter>,
    );
    await settle();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await act(async () => service.emit(ALICE));
    expect(screen.getByText('user: alice@example.com')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads it on a signed-in route even though, signed out, that route redirects home at once', async () => {
    const { load } = loaderOf(service);
    function Where() {
      const { pathname } = useLocation();
      return pathname === '/dashboard' ? <Navigate to="/" replace /> : <p>{`at ${pathname}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AuthProviderAtRoute loadService={load} knownSignedOut>
          <Where />
        </AuthProviderAtRoute>
      </MemoryRouter>,
    );
    expect(await screen.findByText('at /')).toBeInTheDocument();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the SDK when another tab signs in, and follows it', async () => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname: '/' });
    const storage = (key: string | null, newValue: string | null) => act(async () => void window.dispatchEvent(new StorageEvent('storage', { key, newValue })));
    await storage('theme', 'dark');
    await storage('firebase:authUser:demo-api-key:[DEFAULT]', null);
    await storage(null, null);
    await settle();
    expect(load).not.toHaveBeenCalled();

    await storage('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"u1"}');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => service.emit(ALICE));
    expect(screen.getByText('user: alice@example.com')).toBeInTheDocument();
  });

  it('completes and reports a broken e-mail link on the return path once the SDK has loaded, as before', async () => {
    window.history.replaceState(null, '', '/auth/signin?mode=signIn&apiKey=k');
    try {
      service.completeSignInWithLink = jest.fn(() => Promise.reject(new Error('Invalid sign-in link')));
      const { load } = loaderOf(service);
      renderProvider(load, { knownSignedOut: true, pathname: '/auth/signin' });
      await settle();
      expect(service.completeSignInWithLink).toHaveBeenCalledWith(undefined, 'http://localhost/auth/signin?mode=signIn&apiKey=k');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('a visitor who may be signed in (unchanged)', () => {
  it('loads the SDK at once, shows loading until the first report, and waits for it for an ID token', async () => {
    const service = createFakeAuthService({ getIdToken: jest.fn(() => Promise.resolve('id-token')) });
    const { load, arrive } = loaderOf(service, { held: true });
    renderProvider(load, { pathname: '/' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'token' }));
    await settle();
    expect(document.body).not.toHaveAttribute('data-token');
    await arrive();
    await act(async () => service.emit(ALICE));
    expect(screen.getByText('user: alice@example.com')).toBeInTheDocument();
    expect(document.body).toHaveAttribute('data-token', 'id-token');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
