import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { clearPage, loadRouteShellPage, routeShellOnPage } from '../../../testing/routeShellPage';
import { keepRouteShellOnlyFor, releaseRouteShell, routeShellPath, RouteShellPathGuard } from '../routeShell';
import { injectRouteShell, ROUTE_SHELL_PATHS, routeShellFile } from '../routeShellMarkup';

afterEach(clearPage);

describe('the route shell in the page', () => {
  it('sits beside an empty #root, inert, naming its path and for whom it pictures it', () => {
    const page = injectRouteShell('<head></head><body><div id="root"></div></body>', '/auth', '<main>Sign In</main>');
    // Inert: nothing in it can be clicked, focused or read out (the e2e checks the browser's side).
    expect(page).toBe(
      // The page paints nothing until the whole picture is parsed, up to the marker after it: never half of it.
      '<head><link rel="expect" href="#route-shell-end" blocking="render"></head>' +
        '<body><div id="root"></div><div id="route-shell" data-path="/auth" data-audience="signed-out" inert><main>Sign In</main>' +
        '<i id="route-shell-end" hidden></i></div></body>',
    );
    loadRouteShellPage('/auth');
    expect(routeShellPath()).toBe('/auth');
  });

  it.each([
    ['/camera', 'signed-out', true],
    ['/camera', 'signed-in', false],
    ['/auth', 'signed-in', false],
    ['/dashboard', 'signed-in', true],
    ['/dashboard', 'signed-out', false],
  ] as const)('%s stays for a %s visitor: %s', (path, audience, stays) => {
    loadRouteShellPage(path);
    keepRouteShellOnlyFor(audience);
    expect(routeShellOnPage()).toBe(stays);
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
    expect(ROUTE_SHELL_PATHS.map(routeShellFile)).toEqual(['camera.html', 'auth.html', 'dashboard.html']);
    expect(() => injectRouteShell('<head></head><body></body>', '/camera', '')).toThrow(/root/);
    expect(() => injectRouteShell('<body><div id="root"></div></body>', '/camera', '')).toThrow(/head/);
  });
});
