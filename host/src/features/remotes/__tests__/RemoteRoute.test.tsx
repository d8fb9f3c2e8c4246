import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { EXPOSED } from '@snap/shared';
import { earlyCaptureShown } from '../../early-capture/earlyCapture';
import { clearPage, loadEarlyCapturePage } from '../../../testing/earlyCapturePage';
import { RemoteRoute } from '../RemoteRoute';
import { loadExposed } from '../loadExposed';

// The federation runtime is the boundary: the route, boundary and retry logic above it are real.
jest.mock('../loadExposed', () => ({ loadExposed: jest.fn() }));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;

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
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteRoute', () => {
  it('renders the remote screen once it loads', async () => {
    load.mockResolvedValue({ default: Camera });
    renderRoute();
    expect(screen.getByRole('progressbar', { name: 'Loading the camera' })).toBeInTheDocument();
    expect(await screen.findByText('Position item in frame')).toBeInTheDocument();
  });

  it('shows a fallback with Retry when the remote fails, and recovers on Retry', async () => {
    load.mockRejectedValueOnce(new Error('#RUNTIME-003 Failed to get manifest')).mockResolvedValue({ default: Camera });
    renderRoute();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the camera");
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    await userEvent.click(retry);
    expect(await screen.findByText('Position item in frame')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for a reload, not a retry, when the remote needs a newer shared singleton than the page has', async () => {
    const refused = new Error(
      '[ Federation Runtime ]: Version 19.3.1 from host of shared singleton module react does not satisfy the requirement of remote_capture which needs ^20.0.0)',
    );
    load.mockRejectedValue(new Error('The remote_capture module could not be loaded', { cause: refused }));
    renderRoute();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the camera");
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This part of the app has been updated and needs a newer version of this page.',
    );
    expect(screen.getByRole('button', { name: 'Reload page' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('contains a remote that crashes while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    load.mockResolvedValue({ default: Broken });
    renderRoute();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the camera");
  });

  describe('with the early /camera screen on the page (EarlyCapture.tsx)', () => {
    const shellOnPage = earlyCaptureShown;
    const addShell = loadEarlyCapturePage;
    afterEach(clearPage);

    it('draws no spinner over the early screen while the remote loads, and tells screen readers it is loading', async () => {
      let resolve!: (module: { default: typeof Camera }) => void;
      load.mockReturnValue(new Promise((r) => (resolve = r)));
      addShell();
      renderRoute();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Loading the camera');
      expect(shellOnPage()).toBe(true);
      await act(async () => resolve({ default: Camera }));
      expect(screen.getByText('Position item in frame')).toBeInTheDocument();
    });

    it('hides the early screen in the commit that shows the remote screen, not before, not after', async () => {
      const seen: boolean[] = [];
      function Probe() {
        // A layout effect of the remote's own first commit: runs after the host's sibling hid the early screen.
        useLayoutEffect(() => {
          seen.push(shellOnPage());
        }, []);
        return <Camera />;
      }
      load.mockResolvedValue({ default: Probe });
      addShell();
      renderRoute();
      expect(await screen.findByText('Position item in frame')).toBeInTheDocument();
      expect(seen).toEqual([false]);
      expect(shellOnPage()).toBe(false);
    });

    it('hides the early screen when the remote fails, so the fallback is not hidden behind it', async () => {
      load.mockRejectedValue(new Error('#RUNTIME-003 Failed to get manifest'));
      addShell();
      renderRoute();
      expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the camera");
      expect(shellOnPage()).toBe(false);
    });
  });
});
