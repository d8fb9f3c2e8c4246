/**
 * The deploy-time configuration the host reads at start (`/app-config.json`): where each remote's
 * manifest lives, where the AI gateway is, and the public Firebase web config. Changing it never
 * needs a rebuild.
 */
export const REMOTE_NAMES = ['remote_capture', 'remote_share', 'remote_account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

export interface AppConfig {
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  /** Base URL of the AI gateway (no trailing slash). */
  gatewayUrl: string;
  firebase: FirebaseWebConfig;
  /** Local emulator endpoints; absent in production. */
  emulators?: { auth?: string; firestore?: string };
}

export class AppConfigError extends Error {
  constructor(readonly missing: string[]) {
    super(`App configuration is incomplete. Missing or invalid: ${missing.join(', ')}`);
    this.name = 'AppConfigError';
  }
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isHttpUrl(value: unknown): boolean {
  if (!isNonEmptyString(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks everything at once so the message lists every problem, not just the first. */
export function parseAppConfig(raw: unknown): AppConfig {
  const source = (raw ?? {}) as Record<string, unknown>;
  const remotes = (source.remotes ?? {}) as Record<string, unknown>;
  const firebase = (source.firebase ?? {}) as Record<string, unknown>;
  const missing: string[] = [];

  for (const name of REMOTE_NAMES) {
    if (!isHttpUrl(remotes[name])) missing.push(`remotes.${name}`);
  }
  if (!isHttpUrl(source.gatewayUrl)) missing.push('gatewayUrl');
  for (const key of ['apiKey', 'authDomain', 'projectId'] as const) {
    if (!isNonEmptyString(firebase[key])) missing.push(`firebase.${key}`);
  }
  if (missing.length > 0) throw new AppConfigError(missing);

  return {
    remotes: remotes as AppConfig['remotes'],
    gatewayUrl: (source.gatewayUrl as string).replace(/\/+$/, ''),
    firebase: firebase as unknown as FirebaseWebConfig,
    emulators: source.emulators as AppConfig['emulators'],
  };
}
