import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CameraRoute, LoadingUnderEarlyCapture } from '../CameraRoute';
import { earlyCaptureShown, releaseEarlyCapture } from '../features/early-capture/earlyCapture';
import { loadExposed } from '../features/remotes/loadExposed';
import { clearPage, loadEarlyCapturePage } from '../testing/earlyCapturePage';

// The federation runtime is the boundary: the route, boundary and retry logic above it are real.
jest.mock('../features/remotes/loadExposed', () => ({ loadExposed: jest.fn() }));
const load = loadExposed as jest.MockedFunction<typeof loadExposed>;

function Camera() {
  return <p>Position item in frame</p>;
}

const renderRoute = () =>
  render(
    <MemoryRouter initialEntries={['/camera']}>
      <CameraRoute />
    </MemoryRouter>,
  );

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(clearPage);

describe('the /camera route', () => {
  it('shows the spinner while the capture remote loads when there is no early screen (a client-side visit)', async () => {
    load.mockResolvedValue({ default: Camera });
    renderRoute();
    expect(screen.getByRole('progressbar', { name: 'Loading the camera' })).toBeInTheDocument();
    expect(await screen.findByText('Position item in frame')).toBeInTheDocument();
  });

  describe('with the early /camera screen on the page (EarlyCapture.tsx)', () => {
    it('draws no spinner over the early screen while the remote loads, and tells screen readers it is loading', async () => {
      let resolve!: (module: { default: typeof Camera }) => void;
      load.mockReturnValue(new Promise((r) => (resolve = r)));
      loadEarlyCapturePage();
      renderRoute();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Loading the camera');
      expect(earlyCaptureShown()).toBe(true);
      await act(async () => resolve({ default: Camera }));
      expect(screen.getByText('Position item in frame')).toBeInTheDocument();
    });

    it('hides the early screen in the commit that shows the remote screen, not before, not after', async () => {
      const seen: boolean[] = [];
      function Probe() {
        // A layout effect of the remote's own first commit: runs after the route's sibling hid the early screen.
        useLayoutEffect(() => {
          seen.push(earlyCaptureShown());
        }, []);
        return <Camera />;
      }
      load.mockResolvedValue({ default: Probe });
      loadEarlyCapturePage();
      renderRoute();
      expect(await screen.findByText('Position item in frame')).toBeInTheDocument();
      expect(seen).toEqual([false]);
      expect(earlyCaptureShown()).toBe(false);
    });

    it('hides the early screen when the remote fails, so the fallback is not hidden behind it', async () => {
      load.mockRejectedValue(new Error('#RUNTIME-003 Failed to get manifest'));
      loadEarlyCapturePage();
      renderRoute();
      expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the camera");
      expect(earlyCaptureShown()).toBe(false);
    });
  });
});

describe('a loading state under the early screen', () => {
  it('is only a label for screen readers while the early screen is there, and the spinner once it goes', () => {
    loadEarlyCapturePage();
    render(<LoadingUnderEarlyCapture label="Loading your session" />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session');
    act(() => releaseEarlyCapture());
    expect(screen.getByRole('progressbar', { name: 'Loading your session' })).toBeInTheDocument();
  });
});
