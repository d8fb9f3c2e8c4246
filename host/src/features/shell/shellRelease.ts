/** The shell's own release for the version details (host/rspack.config.ts defines __BUILD_COMMIT__). */
import { APP_VERSION } from '@snap/shared';

declare const __BUILD_COMMIT__: string | undefined;

export const SHELL_RELEASE = {
  version: APP_VERSION,
  commit: typeof __BUILD_COMMIT__ === 'string' ? __BUILD_COMMIT__ : 'unknown',
};
