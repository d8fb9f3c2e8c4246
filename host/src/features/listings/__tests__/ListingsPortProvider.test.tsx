import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthContext, useListingsPort, type AuthContextValue, type ListingsPort } from '@snap/shared';
import { ListingsPortProvider, SDK_PRELOAD_DELAY_MS } from '../ListingsPortProvider';

function Probe() {
  const port = useListingsPort();
  return <p>{port ? 'port' : 'no port'}</p>;
}

function show(user: AuthContextValue['user'], load: jest.Mock, extra: object = {}) {
  const getIdToken = () => Promise.resolve('id-token');
  const tree = (who: AuthContextValue['user']) => (
    <AuthContext.Provider value={{ user: who, loading: false, getIdToken } as unknown as AuthContextValue}>
      <ListingsPortProvider load={load} {...extra}>
        <Probe />
      </ListingsPortProvider>
    </AuthContext.Provider>
  );
  const { rerender } = render(tree(user));
  return { become: (who: AuthContextValue['user']) => rerender(tree(who)) };
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

  it('on a page that lists the listings, reads them with the session’s token at once, without the SDK', async () => {
    const config = { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } };
    const readOnce = jest.fn(() => Promise.resolve([]));
    const load = jest.fn();
    show({ uid: 'u1', displayName: null, email: 'a@b.c', emailVerified: true }, load, {
      config,
      readOnce,
      listsListings: true,
    });
    await waitFor(() => expect(readOnce).toHaveBeenCalledWith(config, 'u1', 'id-token'));
    expect(load).not.toHaveBeenCalled();
  });

  it('elsewhere reads nothing until something subscribes', async () => {
    const readOnce = jest.fn(() => Promise.resolve([]));
    show({ uid: 'u1', displayName: null, email: 'a@b.c', emailVerified: true }, jest.fn(), {
      config: { firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } },
      readOnce,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readOnce).not.toHaveBeenCalled();
  });

  it("clears the page's Firestore once its seller has gone, not before and not for a visitor", () => {
    const release = jest.fn(() => Promise.resolve());
    const ann = { uid: 'u1', displayName: null, email: 'a@b.c', emailVerified: true };
    const { become } = show(null, jest.fn(), { release });
    become(ann);
    become(ann);
    expect(release).not.toHaveBeenCalled();
    become(null);
    expect(release).toHaveBeenCalledTimes(1);
    become({ ...ann, uid: 'u2' });
    become({ ...ann, uid: 'u3' });
    expect(release).toHaveBeenCalledTimes(2);
  });
});
