import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth } from '@snap/shared';
import { AuthProvider, SignOutCancelled } from '../AuthProvider';
import { forgetDevice, type ForgetStep } from '../forgetDevice';
import { createFakeAuthService } from '../../../testing/fakeAuthService';

const never = () => new Promise<void>(() => undefined);

describe('forgetDevice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs every step and resolves once all are done', async () => {
    const order: string[] = [];
    const steps: ForgetStep[] = [
      { what: 'a', run: () => void order.push('a') },
      { what: 'b', run: async () => void order.push('b') },
    ];
    await forgetDevice(steps, { warn: jest.fn() });
    expect(order).toEqual(['a', 'b']);
  });

  it('runs a step marked first (the writes waiting to sync) to its end before the others start', async () => {
    const order: string[] = [];
    let sent = () => {};
    const forgetting = forgetDevice(
      [
        { what: 'the stores', run: () => void order.push('stores') },
        {
          what: 'the waiting writes',
          first: true,
          run: () => new Promise<void>((r) => (sent = r)).then(() => void order.push('writes')),
        },
      ],
      { warn: jest.fn() },
    );
    await jest.advanceTimersByTimeAsync(100);
    expect(order).toEqual([]);
    sent();
    await forgetting;
    expect(order).toEqual(['writes', 'stores']);
  });

  it('goes on past a step that fails, with a warning that names it', async () => {
    const warn = jest.fn();
    const after = jest.fn();
    await forgetDevice(
      [
        { what: 'the photos', run: () => Promise.reject(new Error('QuotaExceeded')) },
        {
          what: 'the row count',
          run: () => {
            throw new Error('SecurityError');
          },
        },
        { what: 'the rest', run: after },
      ],
      { warn },
    );
    expect(after).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Could not remove the photos from this device', expect.any(Error));
    expect(warn).toHaveBeenCalledWith('Could not remove the row count from this device', expect.any(Error));
  });

  it('stops waiting for a step that never ends (another tab holds the database open)', async () => {
    const warn = jest.fn();
    const quick = jest.fn();
    let finished = false;
    const forgetting = forgetDevice(
      [
        { what: 'the saved listings', run: never },
        { what: 'the rest', run: quick },
      ],
      { waitMs: 3000, warn },
    ).then(() => (finished = true));
    await jest.advanceTimersByTimeAsync(2999);
    expect(finished).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await forgetting;
    expect(quick).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Signing out before the saved listings left this device'),
    );
  });
});

function SignOutButton({ outcome = () => undefined }: { outcome?: (error?: unknown) => void }) {
  const { signOut } = useAuth();
  return (
    <button type="button" onClick={() => void signOut().then(() => outcome(), outcome)}>
      Sign out
    </button>
  );
}

describe('sign-out through the AuthProvider', () => {
  it('forgets the device first, then signs out', async () => {
    const order: string[] = [];
    let forgotten: () => void = () => undefined;
    const service = createFakeAuthService({
      signOut: jest.fn(async () => void order.push('signed out')),
    });
    const forget = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          order.push('forgetting');
          forgotten = resolve;
        }),
    );
    render(
      <AuthProvider loadService={() => Promise.resolve(service)} forgetDevice={forget}>
        <SignOutButton />
      </AuthProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(order).toEqual(['forgetting']);
    await act(async () => forgotten());
    expect(order).toEqual(['forgetting', 'signed out']);
  });

  /** Taps Sign out with `beforeSignOut` answering `goOn`; what the device and the service saw. */
  async function signOutAnswering(goOn: boolean) {
    const service = createFakeAuthService({ signOut: jest.fn(() => Promise.resolve()) });
    const forget = jest.fn(() => Promise.resolve());
    const outcome = jest.fn();
    render(
      <AuthProvider
        loadService={() => Promise.resolve(service)}
        forgetDevice={forget}
        beforeSignOut={() => Promise.resolve(goOn)}
      >
        <SignOutButton outcome={outcome} />
      </AuthProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await act(() => Promise.resolve());
    return { outcome, forget, signOut: service.signOut };
  }

  it('asks first; a seller who chooses to wait stays signed in with nothing forgotten', async () => {
    const { outcome, forget, signOut } = await signOutAnswering(false);
    expect(outcome).toHaveBeenCalledWith(expect.any(SignOutCancelled));
    expect(forget).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('a seller who goes on is forgotten and signed out', async () => {
    const { outcome, forget, signOut } = await signOutAnswering(true);
    expect(outcome).toHaveBeenCalledWith();
    expect(forget).toHaveBeenCalled();
    expect(signOut).toHaveBeenCalled();
  });
});
