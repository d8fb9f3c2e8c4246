import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, useAiClient, type AuthContextValue } from '@snap/shared';
import type { GatewayFetch } from '@snap/shared/gateway';
import { fakeAuthContext } from '@snap/shared/testing';
import { AiClientProvider } from '../AiClientProvider';

// Records when the gateway client's module is first required: when its chunk would be fetched.
let mockGatewayLoaded = false;
jest.mock('@snap/shared/gateway', () => {
  mockGatewayLoaded = true;
  return jest.requireActual('@snap/shared/gateway');
});

const GATEWAY = 'http://127.0.0.1:5001/demo-snap-price-sell/us-central1/api';

const auth = (getIdToken: () => Promise<string | null>): AuthContextValue => fakeAuthContext({ getIdToken });

function Listing() {
  const client = useAiClient();
  const [title, setTitle] = useState<string | null>(null);
  const run = () =>
    client
      .listing({ item: {} as never, estimate: {} as never, marketplace: 'eBay' })
      .then(({ data }) => setTitle(data.title));
  return (
    <>
      <button onClick={run}>Write listing</button>
      {title !== null && <p>Title: {title}</p>}
    </>
  );
}

const gatewayFetch = () =>
  jest.fn<ReturnType<GatewayFetch>, Parameters<GatewayFetch>>(() =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve({ data: { title: 'Brass lamp', description: 'A lamp.' }, demo: true }),
    }),
  );

describe('AiClientProvider', () => {
  it('gives routes a gateway client, loaded on its first call, that sends the current user token', async () => {
    const fetch = gatewayFetch();
    const { rerender } = render(
      <AuthContext.Provider value={auth(() => Promise.resolve(null))}>
        <AiClientProvider gatewayUrl={GATEWAY} fetch={fetch}>
          <Listing />
        </AiClientProvider>
      </AuthContext.Provider>,
    );
    expect(mockGatewayLoaded).toBe(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write listing' }));
    expect(await screen.findByText('Title: Brass lamp')).toBeInTheDocument();
    expect(mockGatewayLoaded).toBe(true);
    expect(fetch.mock.calls[0][0]).toBe(`${GATEWAY}/listing`);
    expect((fetch.mock.calls[0][1].headers as Record<string, string>).Authorization).toBeUndefined();

    // Signing in changes the token getter; the next request carries the new user's token.
    rerender(
      <AuthContext.Provider value={auth(() => Promise.resolve('token-after-sign-in'))}>
        <AiClientProvider gatewayUrl={GATEWAY} fetch={fetch}>
          <Listing />
        </AiClientProvider>
      </AuthContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Write listing' }));
    await screen.findByText('Title: Brass lamp');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect((fetch.mock.calls[1][1].headers as Record<string, string>).Authorization).toBe('Bearer token-after-sign-in');
  });

  it('keeps one client while the auth state is unchanged', () => {
    const seen = new Set<unknown>();
    function Probe() {
      seen.add(useAiClient());
      return null;
    }
    const value = auth(() => Promise.resolve(null));
    const tree = (
      <AuthContext.Provider value={value}>
        <AiClientProvider gatewayUrl={GATEWAY}>
          <Probe />
        </AiClientProvider>
      </AuthContext.Provider>
    );
    const { rerender } = render(tree);
    rerender(tree);
    rerender(
      <AuthContext.Provider value={value}>
        <AiClientProvider gatewayUrl={GATEWAY}>
          <Probe />
        </AiClientProvider>
      </AuthContext.Provider>,
    );
    expect(seen.size).toBe(1);
  });

  /** A photo input and a text field under the provider; the visitor's getIdToken, recorded. */
  function photoInputWithIdentity() {
    const getIdToken = jest.fn(() => Promise.resolve('anonymous-token'));
    render(
      <AuthContext.Provider value={auth(getIdToken)}>
        <AiClientProvider gatewayUrl={GATEWAY} fetch={gatewayFetch()}>
          <label>
            Photo
            <input type="file" accept="image/*" />
          </label>
          <label>
            Name
            <input type="text" />
          </label>
        </AiClientProvider>
      </AuthContext.Provider>,
    );
    return getIdToken;
  }

  it("starts the visitor's identity (getIdToken) when the photo picker opens, before any photo or request", async () => {
    const getIdToken = photoInputWithIdentity();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    expect(getIdToken).not.toHaveBeenCalled();
    // The tap that opens the picker (a label's, or Take Photo's input.click()): no photo yet.
    fireEvent.click(screen.getByLabelText('Photo'));
    expect(getIdToken).toHaveBeenCalledTimes(1);
  });

  it('starts it on a photo chosen without a click (a change event alone), and not on a picker closed empty', () => {
    const getIdToken = photoInputWithIdentity();
    const input = screen.getByLabelText<HTMLInputElement>('Photo');
    fireEvent.change(input, { target: { files: [] } });
    expect(getIdToken).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'item.jpg', { type: 'image/jpeg' })] } });
    expect(getIdToken).toHaveBeenCalledTimes(1);
  });

  it('refuses to run outside the auth provider', () => {
    // React logs the render error; keep the test output readable.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AiClientProvider gatewayUrl={GATEWAY}>{null}</AiClientProvider>)).toThrow(
      'useAuth must be used within an AuthProvider',
    );
    quiet.mockRestore();
  });
});
