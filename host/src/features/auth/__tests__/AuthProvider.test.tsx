import { render, screen } from '@testing-library/react';
import { useAuth } from '@snap/shared';
import { AuthProvider } from '../AuthProvider';
import { isLinkReturnAddress } from '../linkReturn';
import { ALICE, createFakeAuthService, type FakeAuthService } from '../../../testing/fakeAuthService';

function AuthProbe() {
  const { user, loading, linkError } = useAuth();
  if (loading) return <p>loading</p>;
  return <p>{`user: ${user?.email ?? 'none'}; link error: ${linkError ?? 'none'}`}</p>;
}

function startAt(path: string, service: FakeAuthService) {
  window.history.replaceState(null, '', path);
  render(
    <AuthProvider loadService={() => Promise.resolve(service)}>
      <AuthProbe />
    </AuthProvider>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('AuthProvider and e-mail links on start', () => {
  it('completes a sign-in link for the current address and reports no link error', async () => {
    const service = createFakeAuthService({ isSignInLink: () => true });
    service.completeSignInWithLink = jest.fn(async () => service.emit(ALICE));
    startAt('/auth/signin?mode=signIn&oobCode=abc&apiKey=k', service);
    expect(await screen.findByText('user: alice@example.com; link error: none')).toBeInTheDocument();
    expect(service.completeSignInWithLink).toHaveBeenCalledWith(
      undefined,
      'http://localhost/auth/signin?mode=signIn&oobCode=abc&apiKey=k',
    );
  });

  it('exposes why a link failed and only stops loading', async () => {
    const service = createFakeAuthService({
      isSignInLink: () => true,
      completeSignInWithLink: jest.fn(() => Promise.reject(new Error('Email is required to complete sign-in'))),
    });
    startAt('/auth/signin?mode=signIn&oobCode=abc&apiKey=k', service);
    expect(
      await screen.findByText('user: none; link error: Email is required to complete sign-in'),
    ).toBeInTheDocument();
  });

  it('tries a broken link on the return path too, so the screen can say it is invalid', async () => {
    const service = createFakeAuthService({
      completeSignInWithLink: jest.fn(() => Promise.reject(new Error('Invalid sign-in link'))),
    });
    startAt('/auth/signin?mode=signIn&apiKey=k', service);
    expect(await screen.findByText('user: none; link error: Invalid sign-in link')).toBeInTheDocument();
  });

  it('leaves ordinary addresses alone', async () => {
    const service = createFakeAuthService();
    startAt('/auth/signin', service);
    service.emit(null);
    expect(await screen.findByText('user: none; link error: none')).toBeInTheDocument();
    expect(service.completeSignInWithLink).not.toHaveBeenCalled();
  });
});

describe('AuthProvider and a Google redirect on start', () => {
  function GoogleProbe() {
    const { user, loading, googleRedirectError } = useAuth();
    if (loading) return <p>loading</p>;
    return <p>{`user: ${user?.email ?? 'none'}; google error: ${googleRedirectError ?? 'none'}`}</p>;
  }
  const startWith = (service: FakeAuthService) =>
    render(
      <AuthProvider loadService={() => Promise.resolve(service)}>
        <GoogleProbe />
      </AuthProvider>,
    );

  it('completes the redirect before listening, so the user arrives as after a popup', async () => {
    const service = createFakeAuthService();
    service.completeGoogleRedirect = jest.fn(async () => service.emit(ALICE));
    startWith(service);
    expect(await screen.findByText('user: alice@example.com; google error: none')).toBeInTheDocument();
    expect(service.completeGoogleRedirect).toHaveBeenCalledTimes(1);
  });

  it('exposes why the redirect failed, and still reports the auth state', async () => {
    const service = createFakeAuthService({
      completeGoogleRedirect: jest.fn(() => Promise.reject(new Error('This account has been disabled.'))),
    });
    startWith(service);
    service.emit(null);
    expect(await screen.findByText('user: none; google error: This account has been disabled.')).toBeInTheDocument();
  });
});

describe('isLinkReturnAddress', () => {
  it.each([
    ['http://localhost/auth/signin?oobCode=x', true],
    ['http://localhost/auth/signin/?mode=signIn', true],
    ['http://localhost/auth/signin', false],
    ['http://localhost/auth/signin?', false],
    ['http://localhost/auth/signup?oobCode=x', false],
    ['http://localhost/?oobCode=x', false],
    ['not a url', false],
  ])('%s → %p', (url, expected) => {
    expect(isLinkReturnAddress(url)).toBe(expected);
  });
});
