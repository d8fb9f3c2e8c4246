/**
 * A stand-in for Google's `https://apis.google.com/js/api.js` (gapi), unreachable offline, so the
 * Firebase SDK's Google popup flow can run against the Auth emulator in e2e.
 *
 * How the real flow talks: the SDK loads gapi (`api.js?onload=<callback>`), calls
 * `gapi.load('gapi.iframes')`, opens the emulator's helper iframe `/emulator/auth/iframe` with
 * `gapi.iframes.getContext().open(...)`, pings it, and registers an 'authEvent' handler on it. That
 * iframe loads gapi too, finds its parent with `getContext().getParentIframe()`, answers
 * 'webStorageSupport', and forwards the auth event that the emulator's account-chooser popup posts
 * to it (`window.opener.frames[i].postMessage`) to the parent with `send('authEvent', …)`.
 * This stand-in implements just that RPC over postMessage: `register`, `send` (callback gets the
 * list of handler results), `ping`, `restyle`, `open` and `getParentIframe`.
 */
import type { BrowserContext } from '@playwright/test';

/** Runs in the browser (app page and helper iframe alike), so it must not use anything outside itself. */
function gapiStandIn(): void {
  type Handler = (data: unknown) => unknown;
  type Message = { kind: 'ready' | 'call' | 'reply'; id?: number; name?: string; data?: unknown; results?: unknown[] };
  const TAG = '__gapiStandIn';
  const scope = window as unknown as Record<string, unknown>;
  let nextId = 1;

  class Channel {
    handlers = new Map<string, Handler>();
    queued: Message[] = [];
    callbacks = new Map<number, (results: unknown[]) => void>();
    markReady: () => void = () => undefined;
    ready = new Promise<void>((resolve) => (this.markReady = resolve));
    constructor(readonly peer: () => Window | null) {}
    post(message: Message) {
      this.peer()?.postMessage({ [TAG]: message }, '*');
    }
    answer(message: Message) {
      const handler = this.handlers.get(message.name ?? '');
      if (!handler) return void this.queued.push(message); // the other side called before register()
      this.post({ kind: 'reply', id: message.id, results: [handler(message.data)] });
    }
  }
  const channels: Channel[] = [];
  const openChannel = (peer: () => Window | null) => {
    const channel = new Channel(peer);
    channels.push(channel);
    return channel;
  };

  const iframeApi = (channel: Channel) => ({
    register(name: string, handler: Handler) {
      channel.handlers.set(name, handler);
      const waiting = channel.queued.filter((message) => message.name === name);
      channel.queued = channel.queued.filter((message) => message.name !== name);
      waiting.forEach((message) => channel.answer(message));
    },
    send(name: string, data: unknown, callback?: (results: unknown[]) => void) {
      const id = nextId++;
      if (callback) channel.callbacks.set(id, callback);
      channel.post({ kind: 'call', id, name, data });
    },
    ping: (callback?: () => void) => channel.ready.then(() => (callback?.(), [])),
    restyle: () => Promise.resolve(),
  });

  window.addEventListener('message', (event) => {
    const message = (event.data as Record<string, Message> | null)?.[TAG];
    const channel = message && channels.find((candidate) => candidate.peer() === event.source);
    if (!message || !channel) return;
    if (message.kind === 'ready') channel.markReady();
    if (message.kind === 'call') channel.answer(message);
    if (message.kind === 'reply') {
      const callback = channel.callbacks.get(message.id ?? 0);
      channel.callbacks.delete(message.id ?? 0);
      try {
        callback?.(message.results ?? []);
      } catch {
        // The SDK's webStorageSupport callback throws after it has its answer; real gapi swallows that too.
      }
    }
  });

  // Inside the emulator's helper iframe: a channel to the embedding page, which waits for 'ready'.
  const parentChannel = window.parent !== window ? openChannel(() => window.parent) : null;
  parentChannel?.post({ kind: 'ready' });

  type OpenOptions = {
    where: HTMLElement;
    url: string;
    attributes?: Record<string, unknown> & { style?: Record<string, string> };
  };
  const context = {
    open(options: OpenOptions, onOpen?: (iframe: ReturnType<typeof iframeApi>) => unknown) {
      const frame = document.createElement('iframe');
      Object.assign(frame.style, options.attributes?.style ?? {});
      for (const [name, value] of Object.entries(options.attributes ?? {}))
        if (name !== 'style') frame.setAttribute(name, String(value));
      const api = iframeApi(openChannel(() => frame.contentWindow));
      frame.src = options.url;
      options.where.appendChild(frame);
      return Promise.resolve(onOpen?.(api)).then(() => api);
    },
    getParentIframe: () => (parentChannel ? iframeApi(parentChannel) : null),
  };

  scope.gapi = {
    load(_module: string, options: (() => void) | { callback?: () => void }) {
      const callback = typeof options === 'function' ? options : options.callback;
      setTimeout(() => callback?.(), 0);
    },
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: () => true },
  };

  // The SDK names its ready callback in the script URL; the emulator's iframe uses gapi_onload.
  const script = document.currentScript as HTMLScriptElement | null;
  const onload = script ? new URL(script.src).searchParams.get('onload') : null;
  for (const name of [onload, 'gapi_onload']) {
    const ready = name ? scope[name] : undefined;
    if (typeof ready === 'function') ready();
  }
}

/**
 * Serves the stand-in for every page and frame of `context` (the popup included), and fails the
 * popup's other Internet assets (fonts, material components) at once instead of waiting on them.
 */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  const body = `(${gapiStandIn.toString()})();`;
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.abort('internetdisconnected'),
  );
}
