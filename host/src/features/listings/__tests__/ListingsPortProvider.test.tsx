import { act, render, screen } from '@testing-library/react';
import { AuthContext, useListingsPort, type AuthContextValue, type ListingsPort } from '@snap/shared';
import { ListingsPortProvider, SDK_PRELOAD_DELAY_MS } from '../ListingsPortProvider';

function Probe() {
  const port = useListingsPort();
  return <p>{port ? 'port' : 'no port'}</p>;
}

function show(user: AuthContextValue['user'], load: jest.Mock) {
  render(
    <AuthContext.Provider value={{ user, loading: false } as AuthContextValue}>
      <ListingsPortProvider load={load}>
        <Probe />
      </ListingsPortProvider>
    </AuthContext.Provider>,
  );
}

const fakePort = { get: jest.fn(() => Promise.resolve(null)) } as unknown as ListingsPort;

describe('ListingsPortProvider', () => {
  it('gives a signed-out visitor no port and loads nothing', () => {
    const load = jest.fn();
    show(null, load);
    expect(screen.getByText('no port')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('gives a signed-in seller a port at once, and fetches the store for their uid a while later unasked', () => {
    jest.useFakeTimers();
    const load = jest.fn(() => Promise.resolve(fakePort));
    show({ uid: 'u1', displayName: null, email: 'a@b.c', emailVerified: true }, load);
    expect(screen.getByText('port')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SDK_PRELOAD_DELAY_MS));
    expect(load).toHaveBeenCalledWith('u1');
    jest.useRealTimers();
  });
});
