/**
 * Whether a page's response headers let `embedderOrigin` show it in a frame. Browsers enforce
 * X-Frame-Options and CSP frame-ancestors silently (the frame just stays blank), so the dialog
 * reads the same headers itself. As in browsers, a CSP frame-ancestors directive overrides
 * X-Frame-Options; with several policies, every one must allow it.
 */
export type FramingVerdict = 'allowed' | 'refused';

export interface FramingHeaders {
  get(name: string): string | null;
}

export function framingVerdict(headers: FramingHeaders, targetUrl: string, embedderOrigin: string): FramingVerdict {
  const target = new URL(targetUrl);
  const ancestorLists = frameAncestorLists(headers.get('content-security-policy'));
  if (ancestorLists.length > 0) {
    return ancestorLists.every((sources) => sourcesAllow(sources, target, new URL(embedderOrigin)))
      ? 'allowed'
      : 'refused';
  }
  const xfo = headers.get('x-frame-options')?.split(',')[0].trim().toLowerCase();
  if (xfo === 'deny') return 'refused';
  if (xfo === 'sameorigin') return target.origin === embedderOrigin ? 'allowed' : 'refused';
  return 'allowed';
}

/** The source lists of every frame-ancestors directive, one per policy (policies are comma-separated). */
function frameAncestorLists(csp: string | null): string[][] {
  if (!csp) return [];
  return csp.split(',').flatMap((policy) => {
    const directive = policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name.toLowerCase() === 'frame-ancestors');
    return directive ? [directive.slice(1)] : [];
  });
}

function sourcesAllow(sources: string[], target: URL, embedder: URL): boolean {
  return sources.some((raw) => {
    const source = raw.toLowerCase();
    if (source === "'none'") return false;
    if (source === '*') return true;
    if (source === "'self'") return target.origin === embedder.origin;
    if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return embedder.protocol === source;
    return hostSourceMatches(source, embedder);
  });
}

function hostSourceMatches(source: string, embedder: URL): boolean {
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^:/]+)(?::(\d+|\*))?/.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (scheme && `${scheme}:` !== embedder.protocol) return false;
  const hostOk = wildcard ? embedder.hostname.endsWith(`.${host}`) : embedder.hostname === host;
  const embedderPort = embedder.port || (embedder.protocol === 'https:' ? '443' : '80');
  const portOk = port === '*' || (port ? port === embedderPort : embedder.port === '');
  return hostOk && portOk;
}
