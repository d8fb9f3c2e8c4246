/** Emits the web app manifest (webManifest.ts) into the host's build as /manifest.webmanifest. */
import { rspack, type Compiler } from '@rspack/core';
import { webManifest } from './webManifest';

export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

export class WebManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('WebManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WebManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            WEB_MANIFEST_FILE,
            new rspack.sources.RawSource(`${JSON.stringify(webManifest(), null, 2)}\n`),
          );
        },
      );
    });
  }
}
