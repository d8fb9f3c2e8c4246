import { parseAppConfig, type AppConfig } from '@snap/shared';

/** Reads the deploy-time config. No cache: a redeploy of a remote or the gateway takes effect on the next visit. */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  return parseAppConfig(await response.json());
}
