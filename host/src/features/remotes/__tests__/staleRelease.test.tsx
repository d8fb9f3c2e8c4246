import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { EXPOSED } from '@snap/shared';
import { RemoteRoute } from '../RemoteRoute';
import { loadExposed } from '../loadExposed';
import { RemoteUnavailableError } from '../resiliencePlugin';
import { isMissingChunk, rememberRemoteEntries } from '../staleRelease';

jest.mock('../loadExposed', () => ({ loadExposed: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const chunkError = () =>
  Object.assign(new Error('Loading chunk 42 failed.\n(missing: http://capture.example/42.abc.js)'), {
    name: 'ChunkLoadError',
  });
const REMOTES = {
  remote_capture: 'https://capture.example/mf-manifest.json',
  remote_share: 'https://share.example/mf-manifest.json',
  remote_account: 'https://account.example/mf-manifest.json',
};

function Camera() {
  return <p>Position item in frame</p>;
}

const renderRoute = () =>
  render(
    <MemoryRouter>
      <RemoteRoute id={EXPOSED.capture} what="the camera" />
    </MemoryRouter>,
  );

beforeEach(() => {
  load.mockReset();
  register.mockReset();
  rememberRemoteEntries(REMOTES);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('isMissingChunk', () => {
  it('finds a chunk that failed to load, also wrapped by the federation layers', () => {
    expect(isMissingChunk(chunkError())).toBe(true);
    expect(isMissingChunk(new RemoteUnavailableError(EXPOSED.capture, { cause: chunkError() }))).toBe(true);
  });

  it('leaves other failures to the fallback', () => {
    expect(isMissingChunk(new Error('#RUNTIME-003 Failed to get manifest'))).toBe(false);
    expect(isMissingChunk(new RemoteUnavailableError(EXPOSED.capture, { cause: new Error('HTTP 503') }))).toBe(false);
    expect(isMissingChunk('Loading chunk 1 failed')).toBe(false);
  });
});

describe('a remote whose chunk went with a deploy', () => {
  it('is reloaded from its current manifest without showing an error', async () => {
    load.mockRejectedValueOnce(chunkError()).mockResolvedValue({ default: Camera });
    renderRoute();
    expect(await screen.findByText('Position item in frame')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith([{ name: 'remote_capture', entry: REMOTES.remote_capture }], { force: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback when the current release fails too', async () => {
    load.mockRejectedValue(chunkError());
    renderRoute();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the camera");
    expect(register).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not refresh for a failure that is not a missing chunk', async () => {
    load.mockRejectedValue(new Error('#RUNTIME-003 Failed to get manifest'));
    renderRoute();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });
});
