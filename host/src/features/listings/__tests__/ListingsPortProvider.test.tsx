import { render, screen } from '@testing-library/react';
import { AuthContext, useListingsPort, type AuthContextValue, type ListingsPort } from '@snap/shared';
import { ListingsPortProvider } from '../ListingsPortProvider';

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

  it('gives a signed-in seller a port at once and loads the store for their uid after render', async () => {
    const load = jest.fn(() => Promise.resolve(fakePort));
    show({ uid: 'u1', displayName: null, email: 'a@b.c', emailVerified: true }, load);
    expect(screen.getByText('port')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('u1');
  });
});
