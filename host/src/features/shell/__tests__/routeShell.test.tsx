import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { clearPage, loadRouteShellPage, routeShellOnPage } from '../../../testing/routeShellPage';
import { releaseRouteShell, routeShellPath, RouteShellPathGuard } from '../routeShell';
import { injectRouteShell, ROUTE_SHELL_PATHS, routeShellFile } from '../routeShellMarkup';

afterEach(clearPage);

describe('the route shell in the page', () => {
  it('sits beside an empty #root, inert, naming its path', () => {
    const page = injectRouteShell('<body><div id="root"></div></body>', '/auth', '<main>Sign In</main>');
    // Inert: nothing in it can be clicked, focused or read out (the e2e checks the browser's side).
    expect(page).toBe(
      '<body><div id="root"></div><div id="route-shell" data-path="/auth" inert><main>Sign In</main></div></body>',
    );
    loadRouteShellPage('/auth');
    expect(routeShellPath()).toBe('/auth');
  });

  it('is released once; later releases do nothing', () => {
    loadRouteShellPage('/auth');
    releaseRouteShell();
    expect(routeShellOnPage()).toBe(false);
    expect(routeShellPath()).toBeUndefined();
    expect(() => releaseRouteShell()).not.toThrow();
  });

  it('stays while the page is on its path, and goes when the page leaves it', async () => {
    const container = loadRouteShellPage('/auth');
    render(
      <MemoryRouter initialEntries={['/auth']}>
        <RouteShellPathGuard />
        <Link to="/privacy">Privacy</Link>
      </MemoryRouter>,
      { container },
    );
    expect(routeShellOnPage()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(routeShellOnPage()).toBe(false);
  });

  it('goes at once on a page opened on another path', () => {
    const container = loadRouteShellPage('/auth');
    render(
      <MemoryRouter initialEntries={['/auth/signup']}>
        <RouteShellPathGuard />
      </MemoryRouter>,
      { container },
    );
    expect(routeShellOnPage()).toBe(false);
  });

  it('each route with a shell has its own file, served for that path', () => {
    expect(ROUTE_SHELL_PATHS.map(routeShellFile)).toEqual(['camera.html', 'auth.html']);
    expect(() => injectRouteShell('<body></body>', '/camera', '')).toThrow(/root/);
  });
});
