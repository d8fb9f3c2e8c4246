import type { ReactNode } from 'react';
import type { ExposedModuleId } from '@snap/shared';
import { RouterNavigation } from '@snap/shared/router';
import { RouteLoading } from './RouteLoading';
import { RemoteModule } from './RemoteModule';
import { RemoteRouteFallback } from './RemoteRouteFallback';
import { sharedVersionMismatch } from './versionSkew';

export interface RemoteRouteProps {
  id: ExposedModuleId;
  /** What the route shows, for its loading label and its fallback ("the camera"). */
  what: string;
  /** The loading state; the full-screen spinner labelled "Loading {what}" unless the route has its own. */
  loading?: ReactNode;
  /** Drawn with the remote or its fallback, in the same commit (RemoteModule's `shownWith`). */
  shownWith?: ReactNode;
}

/** A route whose screen lives in a remote. */
export function RemoteRoute({ id, what, loading, shownWith }: RemoteRouteProps) {
  // Inside the <Route>, so the remote's navigation port carries this route's params.
  return (
    <RouterNavigation>
      <RemoteModule
        key={id}
        id={id}
        props={{}}
        loading={loading ?? <RouteLoading label={`Loading ${what}`} />}
        fallback={(error, retry) => (
          <RemoteRouteFallback what={what} onRetry={retry} outdatedPage={sharedVersionMismatch(error) !== undefined} />
        )}
        shownWith={shownWith}
      />
    </RouterNavigation>
  );
}
