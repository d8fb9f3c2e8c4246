import { runInNewContext } from 'node:vm';
import { loaderSource, NO_PAINT_START_MS, PAINT_WAIT_MAX_MS, paintFirst } from '../paintFirst';

// The head HtmlRspackPlugin writes for the host (minified), as in dist/index.html.
const HEAD =
  '<title>Snap</title><script defer src="/main.563a4d6d4f.js"></script>' +
  '<link as="script" href="/108.3eb91e1215.js" rel="preload"><link as="script" href="/275.1e06bfbbd9.js" rel="preload">';
const PAGE = `<!doctype html><html><head>${HEAD}</head><body><div id="root" data-prerendered="/"><h1>Hi</h1></div></body></html>`;

type Entries = { getEntriesByName: (name: string) => unknown[] };

/**
 * Runs a loader with fake timers, frames, visibility and paint timing (`observerOnly`: a
 * PerformanceObserver that does not know 'paint'); returns what it appended and what is pending.
 */
function runLoader(
  source: string,
  { paintTiming = true, observerOnly = false, frames = true, visibility = 'visible' as DocumentVisibilityState } = {},
) {
  const appended: Record<string, string>[] = [];
  const visibilityListeners: (() => void)[] = [];
  const frameCallbacks: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const observers: { report: (names: string[]) => void; disconnected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = observerOnly ? ['mark', 'measure'] : ['mark', 'measure', 'paint'];
    constructor(private readonly callback: (list: Entries, observer: FakePerformanceObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      const entry = {
        report: (names: string[]) =>
          this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this),
        disconnected: false,
      };
      observers.push(entry);
    }
    disconnect() {
      observers.forEach((o) => (o.disconnected = true));
    }
  }
  const sandbox = {
    document: {
      visibilityState: visibility,
      addEventListener: (type: string, listener: () => void) => {
        expect(type).toBe('visibilitychange');
        visibilityListeners.push(listener);
      },
      createElement: () => ({}),
      head: { appendChild: (element: Record<string, string>) => appended.push(element) },
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    ...(paintTiming ? { PerformanceObserver: FakePerformanceObserver } : {}),
    ...(frames ? { requestAnimationFrame: (run: () => void) => frameCallbacks.push(run) } : {}),
  };
  runInNewContext(source, sandbox);
  /** Runs the timers of `ms` that are due now (not those they set), each once. */
  const runTimer = (ms: number) => {
    const due = timers.filter((t) => t.ms === ms);
    due.forEach((t) => timers.splice(timers.indexOf(t), 1));
    due.forEach((t) => t.run());
  };
  /** The tab is hidden (switched away from, minimised). */
  const hide = () => {
    sandbox.document.visibilityState = 'hidden';
    visibilityListeners.forEach((listener) => listener());
  };
  return { appended, frameCallbacks, timers, observers, runTimer, hide };
}

const MAIN = '/main.563a4d6d4f.js';
const CHUNKS = ['/108.3eb91e1215.js', '/275.1e06bfbbd9.js'];

describe('paintFirst', () => {
  it('leaves one script in the HTML, the loader, and no preloads: the page asks for nothing else before it paints', () => {
    const { html, loader } = paintFirst(PAGE);
    expect(loader.file).toMatch(/^paint-first\.[0-9a-f]{10}\.js$/);
    expect(html.match(/<script[^>]*>/g)).toEqual([`<script defer src="/${loader.file}">`]);
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain(MAIN);
    // The page itself is untouched.
    expect(html).toContain('<title>Snap</title>');
    expect(html).toContain('<div id="root" data-prerendered="/"><h1>Hi</h1></div>');
  });

  it('hands the loader main.js and every start-up chunk the HTML preloaded', () => {
    expect(paintFirst(PAGE).loader.source).toBe(loaderSource(MAIN, CHUNKS));
  });

  it('names the loader by its content: another main.js, another file', () => {
    const other = paintFirst(PAGE.replace('main.563a4d6d4f', 'main.00992c97b6')).loader.file;
    expect(other).not.toBe(paintFirst(PAGE).loader.file);
    expect(paintFirst(PAGE).loader.file).toBe(paintFirst(PAGE).loader.file);
  });

  it('refuses a page without main.js rather than leaving an app that never starts', () => {
    expect(() => paintFirst('<html><head></head><body></body></html>')).toThrow(/main/);
  });

  it('the loader starts main.js once, in the task after the first contentful paint is reported', () => {
    const loader = runLoader(loaderSource(MAIN, CHUNKS));
    expect(loader.observers).toHaveLength(1);
    loader.observers[0].report(['first-paint']);
    loader.runTimer(0);
    expect(loader.appended).toEqual([]);
    loader.observers[0].report(['first-contentful-paint']);
    expect(loader.observers[0].disconnected).toBe(true);
    expect(loader.appended).toEqual([]);
    loader.runTimer(0);
    // main.js first, alone in its task; then the chunks it will ask for, one per task, fetched in
    // parallel with it.
    expect(loader.appended).toEqual([{ src: MAIN }]);
    loader.runTimer(0);
    expect(loader.appended).toEqual([{ src: MAIN }, { rel: 'preload', as: 'script', href: CHUNKS[0] }]);
    loader.runTimer(0);
    expect(loader.appended).toEqual([{ src: MAIN }, ...CHUNKS.map((href) => ({ rel: 'preload', as: 'script', href }))]);
    loader.runTimer(0);
    expect(loader.appended).toHaveLength(3);
    // The fallback timer then finds it started.
    loader.runTimer(PAINT_WAIT_MAX_MS);
    expect(loader.appended).toHaveLength(3);
  });

  it('a visible tab waits for its paint past NO_PAINT_START_MS (a busy desktop took 550 ms), up to PAINT_WAIT_MAX_MS', () => {
    const slow = runLoader(loaderSource('/main.1.js', []));
    expect(slow.timers.map((t) => t.ms)).toEqual([PAINT_WAIT_MAX_MS]);
    slow.observers[0].report(['first-contentful-paint']);
    slow.runTimer(0);
    expect(slow.appended).toEqual([{ src: '/main.1.js' }]);

    const neverReported = runLoader(loaderSource('/main.1.js', []));
    neverReported.runTimer(PAINT_WAIT_MAX_MS);
    expect(neverReported.appended).toEqual([{ src: '/main.1.js' }]);
  });

  it('the loader starts main.js in a tab that paints nothing: opened hidden, or hidden before it painted', () => {
    const hidden = runLoader(loaderSource('/main.1.js', []), { visibility: 'hidden' });
    hidden.runTimer(0);
    expect(hidden.appended).toEqual([]);
    hidden.runTimer(NO_PAINT_START_MS);
    expect(hidden.appended).toEqual([{ src: '/main.1.js' }]);

    const switchedAway = runLoader(loaderSource('/main.1.js', []));
    switchedAway.runTimer(NO_PAINT_START_MS);
    expect(switchedAway.appended).toEqual([]);
    switchedAway.hide();
    switchedAway.runTimer(NO_PAINT_START_MS);
    expect(switchedAway.appended).toEqual([{ src: '/main.1.js' }]);
  });

  it('without paint timing the loader waits two frames, and without frames for its timer', () => {
    const noPaintTiming = runLoader(loaderSource('/main.1.js', []), { paintTiming: false });
    expect(noPaintTiming.frameCallbacks).toHaveLength(1);
    noPaintTiming.frameCallbacks[0]();
    noPaintTiming.runTimer(0);
    expect(noPaintTiming.appended).toEqual([]);
    noPaintTiming.frameCallbacks[1]();
    noPaintTiming.runTimer(0);
    expect(noPaintTiming.appended).toEqual([{ src: '/main.1.js' }]);

    // A PerformanceObserver that does not know paint entries is no paint timing either.
    const observerOnly = runLoader(loaderSource('/main.1.js', []), { observerOnly: true });
    expect(observerOnly.observers).toEqual([]);
    expect(observerOnly.frameCallbacks).toHaveLength(1);

    const nothing = runLoader(loaderSource('/main.1.js', []), { paintTiming: false, frames: false });
    nothing.runTimer(NO_PAINT_START_MS);
    expect(nothing.appended).toEqual([]);
    nothing.runTimer(PAINT_WAIT_MAX_MS);
    expect(nothing.appended).toEqual([{ src: '/main.1.js' }]);
  });
});
