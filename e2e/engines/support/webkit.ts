/**
 * WebKit (Safari's engine) as WebKitGTK's MiniBrowser, driven by WebKitWebDriver over classic
 * W3C WebDriver through WebdriverIO. The driver runs under xvfb-run: MiniBrowser needs a display.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import { PHONE_VIEWPORT, type EngineBrowser, type EnginePage } from './enginePage';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_RUN_PATH } from './packages';
import { untilFound } from './autoWait';
import { hasVisibleText, markByRole, type RoleQuery } from './roleQuery';

type Session = Awaited<ReturnType<typeof remote>>;

let marks = 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/**
 * MiniBrowser's toolbar (URL entry, buttons) keeps its window at least 447 px wide: wider than a
 * phone. A GTK style sheet of our own shrinks the toolbar so the page can be 390 px.
 */
function narrowToolbarConfig(): string {
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(
    join(home, 'gtk-3.0', 'gtk.css'),
    'toolbar, toolbar *, entry, button, headerbar { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n',
  );
  return home;
}

async function startDriver(): Promise<{ port: number; process: ChildProcess; configHome: string }> {
  const port = await freePort();
  const configHome = narrowToolbarConfig();
  // Its own process group, so stopping xvfb-run also stops Xvfb, the driver and MiniBrowser.
  const child = spawn(XVFB_RUN_PATH, ['-a', WEBKIT_DRIVER_PATH, `--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, XDG_CONFIG_HOME: configHome },
    detached: true,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, process: child, configHome };
    await new Promise((resolve) => setTimeout(resolve, 200)); // polling a process we just started, not the app
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 30 s`);
}

/** A MiniBrowser window whose page area (not its toolbar) is phone-sized. */
async function fitViewport(session: Session): Promise<void> {
  await session.setWindowSize(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
  const inner = await session.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const extra = { width: PHONE_VIEWPORT.width - inner.width, height: PHONE_VIEWPORT.height - inner.height };
  if (extra.width !== 0 || extra.height !== 0)
    await session.setWindowSize(PHONE_VIEWPORT.width + extra.width, PHONE_VIEWPORT.height + extra.height);
  const fitted = await session.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
  if (fitted.width !== PHONE_VIEWPORT.width)
    throw new Error(`webkit: the page is ${fitted.width} px wide, not ${PHONE_VIEWPORT.width}`);
}

function webkitPage(session: Session, baseUrl: string): EnginePage & { close(): Promise<void> } {
  const locate = async (query: RoleQuery) => {
    const mark = `m${(marks += 1)}`;
    await untilFound(
      () => session.execute(markByRole, query, mark),
      `webkit: a visible ${query.role} named ${JSON.stringify(query.name)}`,
    );
    return session.$(`[data-engine-mark="${mark}"]`);
  };
  return {
    engine: 'webkit',
    goto: async (path) => void (await session.url(new URL(path, baseUrl).href)),
    url: () => session.getUrl(),
    count: (query) => session.execute(markByRole, query, 'count'),
    click: async (query) => (await locate(query)).click(),
    fill: async (query, value) => {
      const input = await locate(query);
      // Typed over what is there, as a person does: clearValue sets the value behind React's back,
      // which a controlled field's next keystroke puts back.
      await input.click();
      await session.keys(['Control', 'a']);
      await input.addValue(value);
    },
    hasText: (text) => session.execute(hasVisibleText, text),
    chooseFile: async (selector, path) => {
      // Classic WebDriver only types into a file input it can see; the app hides its input
      // behind the camera buttons, so the test shows it for the driver (the user taps the button).
      await session.execute((css: string) => {
        const input = document.querySelector<HTMLInputElement>(css);
        if (input)
          input.style.cssText =
            'display:block !important; position:fixed; top:0; left:0; width:10px; height:10px; opacity:0.01';
      }, selector);
      await (await session.$(selector)).setValue(path);
    },
    readClipboard: async () => {
      await session.execute(() => {
        const area = document.createElement('textarea');
        area.id = 'engine-paste-target';
        area.style.cssText = 'position:fixed; top:0; left:0; width:40px; height:20px; opacity:0.01; z-index:2147483647';
        (document.querySelector('[role="dialog"]') ?? document.body).append(area);
        // Focused by script (a click may land on the dialog's title above it); the paste is the user's keystroke.
        area.focus();
      });
      const area = await session.$('#engine-paste-target');
      await session.keys(['Control', 'v']);
      const text = await area.getValue();
      await session.execute(() => document.getElementById('engine-paste-target')?.remove());
      return text;
    },
    evaluate: async <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A) =>
      (await session.execute(fn as (arg?: unknown) => unknown, arg as unknown)) as R,
    screenshot: async (path) => void (await session.saveScreenshot(path)),
    // Classic WebDriver has no console or error events.
    errors: () => undefined,
    close: () => session.deleteSession(),
  };
}

export async function launchWebKit(baseUrl: string): Promise<EngineBrowser> {
  const driver = await startDriver();
  return {
    newPage: async () => {
      // A new session per test is a new MiniBrowser with fresh storage (no sign-in carried over).
      const session = await remote({
        hostname: '127.0.0.1',
        port: driver.port,
        path: '/',
        logLevel: 'error',
        // WebdriverIO's types do not know WebKitGTK's vendor capability.
        capabilities: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
          // The driver speaks classic WebDriver only; WebdriverIO 9 asks for BiDi unless told.
          'wdio:enforceWebDriverClassic': true,
        } as WebdriverIO.Capabilities,
      });
      await fitViewport(session);
      return webkitPage(session, baseUrl);
    },
    close: async () => {
      if (driver.process.pid) process.kill(-driver.process.pid, 'SIGTERM');
      rmSync(driver.configHome, { recursive: true, force: true });
    },
  };
}
