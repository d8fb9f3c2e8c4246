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

  describe("with something of the route's own shown with it", () => {
    it('draws it in the commit that shows the remote screen, not before', async () => {
      const seen: string[] = [];
      function Marker() {
        useLayoutEffect(() => {
          seen.push('shownWith');
        }, []);
        return null;
      }
      function Probe() {
        useLayoutEffect(() => {
          seen.push('remote');
        }, []);
        return <Camera />;
      }
      let resolve!: (module: { default: typeof Probe }) => void;
      load.mockReturnValue(new Promise((r) => (resolve = r)));
      render(
        <MemoryRouter>
          <RemoteRoute id={EXPOSED.capture} what="the camera" shownWith={<Marker />} />
        </MemoryRouter>,
      );
      expect(seen).toEqual([]);
      await act(async () => resolve({ default: Probe }));
      expect(screen.getByText('Position item in frame')).toBeInTheDocument();
      expect(seen).toEqual(['shownWith', 'remote']);
    });

    it('draws it with the fallback when the remote fails', async () => {
      load.mockRejectedValue(new Error('#RUNTIME-003 Failed to get manifest'));
      render(
        <MemoryRouter>
          <RemoteRoute id={EXPOSED.capture} what="the camera" shownWith={<p>Shown with it</p>} />
        </MemoryRouter>,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the camera");
      expect(screen.getByText('Shown with it')).toBeInTheDocument();
    });

    it('takes its own loading state in place of the spinner', async () => {
      load.mockReturnValue(new Promise(() => undefined));
      render(
        <MemoryRouter>
          <RemoteRoute id={EXPOSED.capture} what="the camera" loading={<p>Warming up</p>} />
        </MemoryRouter>,
      );
      expect(screen.getByText('Warming up')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });
  });

  it("leaves a screen painted before the app alone: that is the route's to take away", async () => {
    load.mockResolvedValue({ default: Camera });
    loadEarlyCapturePage();
    try {
      renderRoute();
      expect(await screen.findByText('Position item in frame')).toBeInTheDocument();
      expect(earlyCaptureShown()).toBe(true);
    } finally {
      clearPage();
    }
  });
});
