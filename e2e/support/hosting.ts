/** The Hosting emulator's sites (scripts/deploy/local-hosting.mjs) as the deploy specs see them. */
import { hostingPorts, stackPorts } from '../../scripts/stack-config.cjs';

export type Site = 'host' | 'remote-capture' | 'remote-share' | 'remote-account';
export const SITES: Site[] = ['host', 'remote-capture', 'remote-share', 'remote-account'];

export const hostingOrigin = (site: Site) => `http://127.0.0.1:${hostingPorts(stackPorts())[site]}`;
export const hostingUrl = (site: Site, path = '') => `${hostingOrigin(site)}${path}`;
