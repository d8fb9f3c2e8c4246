export interface DeployOptions {
  dryRun?: boolean;
  local?: boolean;
  keep?: number;
  /** A build other than <workspace>/dist (the e2e redeploy spec's rebuilt copy). */
  distDir?: string;
  log?: (line: string) => void;
}

export function deploy(
  name: string,
  options?: DeployOptions,
): Promise<{ files: Array<{ path: string; bytes: number }>; command: string[] | null }>;
export function parseEnvFile(text: string): Record<string, string>;
