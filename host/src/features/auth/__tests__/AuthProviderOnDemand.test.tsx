/**
 * When the auth SDK loads for a visitor known to be signed out (persistedSession.ts), and that nothing
 * changes for anyone else. render() and userEvent run effects inside act(), and the provider starts a
 * download from an effect at once, so `load` can be checked right after them; anything that settles
 * later is awaited through what the probe renders.
 */
import { useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Navigate, useLocation } from 'react-router-dom';
import { useAuth, type AuthOperations } from '@snap/shared';
import { AuthProvider, VISITOR_TOKEN_WAIT_MS } from '../AuthProvider';
import { AuthProviderAtRoute } from '../AuthProviderAtRoute';
import type { AuthService } from '../authService';
import { routeLeadsToSignIn } from '../../../routes';
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
  const [result, setResult] = useState('none');
  const [token, setToken] = useState('not asked');
  const run = (name: Operation, args: unknown[]) => {
    const op = auth[name] as (...a: unknown[]) => Promise<void>;
    void op(...args).then(() => setResult(`${name} done`));
  };
  const askToken = () => {
    setToken('waiting');
    void auth.getIdToken().then((t) => setToken(String(t)));
  };
  return (
    <div>
      <p>{auth.loading ? 'loading' : `user: ${auth.user?.email ?? 'none'}`}</p>
      <p>{`result: ${result}`}</p>
      <p>{`token: ${token}`}</p>
      <p>{`link error: ${auth.linkError ?? 'none'}`}</p>
      {OPERATIONS.map(([name, args]) => (
        <button key={name} type="button" onClick={() => run(name, args)}>
          {name}
        </button>
      ))}
      <button type="button" onClick={askToken}>
        token
      </button>
    </div>
  );
}

/** A loader that counts its calls and hands out `service` when `arrive()` is called (or at once). */
function loaderOf(service: AuthService, { held = false } = {}) {
  let arrive: () => void = () => undefined;
  const load = jest.fn(() =>
    held ? new Promise<AuthService>((resolve) => (arrive = () => resolve(service))) : Promise.resolve(service),
  );
  return { load, arrive: () => act(async () => arrive()) };
}

/** The provider as App gives it: near sign-in on the paths routes.ts names. */
function renderProvider(
  load: () => Promise<AuthService>,
  { knownSignedOut, pathname = '/' }: { knownSignedOut?: boolean; pathname?: string } = {},
) {
  return render(
    <AuthProvider loadService={load} knownSignedOut={knownSignedOut} nearSignIn={routeLeadsToSignIn(pathname)}>
      <AuthProbe />
    </AuthProvider>,
  );
}

/** Signs Alice in at the SDK; like Firebase, a listener that subscribes later still hears it. */
const signInAlice = (service: FakeAuthService) => act(() => service.emit(ALICE));
const aliceShown = () => screen.findByText('user: alice@example.com');

describe('a visitor known to be signed out', () => {
  let service: FakeAuthService;
  beforeEach(() => {
    service = createFakeAuthService({ getIdToken: jest.fn(() => Promise.resolve('id-token')) });
  });

  it('sees the page signed out and does not load the SDK on start', async () => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname: '/' });
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(OPERATIONS)('loads the SDK on the first %s, waits for it, then runs it', async (name, args) => {
    const { load, arrive } = loaderOf(service, { held: true });
    renderProvider(load, { knownSignedOut: true, pathname: '/' });
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(service[name]).not.toHaveBeenCalled();
    expect(screen.getByText('result: none')).toBeInTheDocument();
    await arrive();
    expect(await screen.findByText(`result: ${name} done`)).toBeInTheDocument();
    expect(service[name]).toHaveBeenCalledWith(...args);
  });

  it('loads the SDK only once for several operations, and then follows the auth state', async () => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname: '/' });
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'sendSignInLink' }));
    await userEvent.click(screen.getByRole('button', { name: 'signInWithEmail' }));
    expect(await screen.findByText('result: signInWithEmail done')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    signInAlice(service);
    expect(await aliceShown()).toBeInTheDocument();
  });

  it('tries the download again on the next operation after it failed, then follows the auth state', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<AuthService>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: offline'))
      .mockResolvedValue(service);
    let auth: AuthOperations | undefined;
    function Capture({ onAuth }: { onAuth(value: AuthOperations): void }) {
      const value = useAuth();
      useEffect(() => {
        onAuth(value);
      });
      return null;
    }
    render(
      <AuthProvider loadService={load} knownSignedOut>
        <AuthProbe />
        <Capture onAuth={(value) => (auth = value)} />
      </AuthProvider>,
    );
    await act(async () => {
      await expect(auth!.signInWithEmail('a@example.com', 'secret1')).rejects.toThrow(
        'Sign-in is unavailable right now. Check your connection and try again.',
      );
    });
    await act(async () => {
      await auth!.signInWithEmail('a@example.com', 'secret1');
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(service.signInWithEmail).toHaveBeenCalledTimes(1);
    signInAlice(service);
    expect(await aliceShown()).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it("loads the SDK for a visitor's ID token (their anonymous identity) and stays signed out", async () => {
    const { load, arrive } = loaderOf(service, { held: true });
    renderProvider(load, { knownSignedOut: true, pathname: '/camera' });
    await userEvent.click(screen.getByRole('button', { name: 'token' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('token: waiting')).toBeInTheDocument();
    await arrive();
    expect(await screen.findByText('token: id-token')).toBeInTheDocument();
    expect(service.getIdToken).toHaveBeenCalledTimes(1);
    // The anonymous identity is nobody to the app: the service reports no user.
    act(() => service.emit(null));
    expect(screen.getByText('user: none')).toBeInTheDocument();
  });

  it('gives a visitor no token, without throwing, when the SDK cannot download', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn<Promise<AuthService>, []>().mockRejectedValue(new Error('ChunkLoadError: offline'));
    renderProvider(load, { knownSignedOut: true, pathname: '/camera' });
    await userEvent.click(screen.getByRole('button', { name: 'token' }));
    expect(await screen.findByText('token: null')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('No anonymous identity; calling without a token', expect.any(Error));
    jest.restoreAllMocks();
  });

  it("gives a visitor no token, without throwing, when the service's getIdToken fails", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    service.getIdToken = jest.fn(() => Promise.reject(new Error('auth/network-request-failed')));
    renderProvider(loaderOf(service).load, { knownSignedOut: true, pathname: '/camera' });
    await userEvent.click(screen.getByRole('button', { name: 'token' }));
    expect(await screen.findByText('token: null')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('does not hold a visitor up longer than VISITOR_TOKEN_WAIT_MS for an identity that is slow to come', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      let give: (token: string) => void = () => undefined;
      service.getIdToken = jest.fn(() => new Promise<string | null>((resolve) => (give = resolve)));
      renderProvider(loaderOf(service).load, { knownSignedOut: true, pathname: '/camera' });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'token' }));
      await act(async () => void jest.advanceTimersByTime(VISITOR_TOKEN_WAIT_MS - 1));
      expect(screen.getByText('token: waiting')).toBeInTheDocument();
      await act(async () => void jest.advanceTimersByTime(1));
      expect(screen.getByText('token: null')).toBeInTheDocument();
      // The sign-in goes on: a later call has its token.
      give('late-token');
      await user.click(screen.getByRole('button', { name: 'token' }));
      expect(service.getIdToken).toHaveBeenCalledTimes(2);
    } finally {
      jest.restoreAllMocks();
      jest.useRealTimers();
    }
  });

  it('asks the SDK for the ID token once it has loaded', async () => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'signInWithEmail' }));
    signInAlice(service);
    expect(await aliceShown()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'token' }));
    expect(await screen.findByText('token: id-token')).toBeInTheDocument();
  });

  it.each(['/auth', '/auth/', '/auth/signin', '/auth/signup', '/dashboard', '/profile'])(
    'preloads the SDK on %s',
    async (pathname) => {
      const { load } = loaderOf(service);
      renderProvider(load, { knownSignedOut: true, pathname });
      expect(load).toHaveBeenCalledTimes(1);
      // Loaded, it reports as today: here nobody, without a spinner in between.
      expect(screen.getByText('user: none')).toBeInTheDocument();
      signInAlice(service);
      expect(await aliceShown()).toBeInTheDocument();
    },
  );

  it.each(['/', '/camera', '/authors', '/nowhere'])('does not preload it on %s', async (pathname) => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname });
    expect(load).not.toHaveBeenCalled();
  });

  it('preloads it when the visitor navigates to the auth screen, and keeps it after leaving', async () => {
    const { load } = loaderOf(service);
    render(
      <MemoryRouter initialEntries={['/camera']}>
        <AuthProviderAtRoute loadService={load} knownSignedOut leadsToSignIn={routeLeadsToSignIn}>
          <Link to="/auth">Sign In</Link>
          <Link to="/">Home</Link>
          <AuthProbe />
        </AuthProviderAtRoute>
      </MemoryRouter>,
    );
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    signInAlice(service);
    expect(await aliceShown()).toBeInTheDocument();
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
        <AuthProviderAtRoute loadService={load} knownSignedOut leadsToSignIn={routeLeadsToSignIn}>
          <Where />
        </AuthProviderAtRoute>
      </MemoryRouter>,
    );
    expect(await screen.findByText('at /')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the SDK when another tab signs in, and follows it', async () => {
    const { load } = loaderOf(service);
    renderProvider(load, { knownSignedOut: true, pathname: '/' });
    const storage = (key: string | null, newValue: string | null) =>
      act(async () => void window.dispatchEvent(new StorageEvent('storage', { key, newValue })));
    await storage('theme', 'dark');
    await storage('firebase:authUser:demo-api-key:[DEFAULT]', null);
    await storage(null, null);
    // Another tab's visitor got an anonymous identity: nobody signed in.
    await storage('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"anon1","isAnonymous":true}');
    expect(load).not.toHaveBeenCalled();

    await storage('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"u1"}');
    expect(load).toHaveBeenCalledTimes(1);
    signInAlice(service);
    expect(await aliceShown()).toBeInTheDocument();
  });

  it('completes and reports a broken e-mail link on the return path once the SDK has loaded, as before', async () => {
    window.history.replaceState(null, '', '/auth/signin?mode=signIn&apiKey=k');
    try {
      service.completeSignInWithLink = jest.fn(() => Promise.reject(new Error('Invalid sign-in link')));
      const { load } = loaderOf(service);
      renderProvider(load, { knownSignedOut: true, pathname: '/auth/signin' });
      expect(await screen.findByText('link error: Invalid sign-in link')).toBeInTheDocument();
      expect(service.completeSignInWithLink).toHaveBeenCalledWith(
        undefined,
        'http://localhost/auth/signin?mode=signIn&apiKey=k',
      );
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
    expect(screen.getByText('token: waiting')).toBeInTheDocument();
    await arrive();
    signInAlice(service);
    expect(await aliceShown()).toBeInTheDocument();
    expect(await screen.findByText('token: id-token')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
