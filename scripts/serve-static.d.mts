import type { Server } from 'node:http';

export interface StaticServerOptions {
  dir: string;
  port: number;
  spa: boolean;
  files: Record<string, string>;
  /** Origins answered by CORS; '*' when absent. */
  allowOrigins?: string[];
}

/** Sent with the host's pages (a `spa` build), as firebase.json does on Hosting. */
export const HOST_PAGE_HEADERS: Readonly<Record<string, string>>;
export function parseArgs(argv: string[]): StaticServerOptions;
export function startStaticServer(options: StaticServerOptions): Promise<Server>;
