import type { ExposedModuleId } from '@snap/shared';
import { RouterNavigation } from '@snap/shared/router';
import { RouteLoading } from '../shell/RouteLoading';
import { RemoteModule } from './RemoteModule';
import { RemoteRouteFallback } from './RemoteRouteFallback';
import { sharedVersionMismatch } from './versionSkew';

/** A route whose screen lives in a remote. */
export function RemoteRoute({ id, what }: { id: ExposedModuleId; what: string }) {
  // Inside the <Route>, so the remote's navigation port carries this route's params.
  return (
    <RouterNavigation>
      <RemoteModule
        key={id}
        id={id}
        props={{}}
        loading={<RouteLoading label={`Loading ${what}`} />}
        fallback={(error, retry) => (
          <RemoteRouteFallback what={what} onRetry={retry} outdatedPage={sharedVersionMismatch(error) !== undefined} />
        )}
      />
    </RouterNavigation>
  );
}
