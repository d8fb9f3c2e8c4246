import type { Server } from 'node:http';

export interface StaticServerOptions {
  dir: string;
  port: number;
  spa: boolean;
  files: Record<string, string>;
  /** Origins answered by CORS; '*' when absent. */
  allowOrigins?: string[];
}

export function parseArgs(argv: string[]): StaticServerOptions;
export function startStaticServer(options: StaticServerOptions): Promise<Server>;
