import { Spinner, type ExposedModuleId } from '@snap/shared';
import { RemoteModule } from './RemoteModule';
import { RemoteRouteFallback } from './RemoteRouteFallback';

/** A route whose screen lives in a remote. */
export function RemoteRoute({ id, what }: { id: ExposedModuleId; what: string }) {
  return (
    <RemoteModule
      key={id}
      id={id}
      props={{}}
      loading={<Spinner size="lg" fullScreen label={`Loading ${what}`} />}
      fallback={(_error, retry) => <RemoteRouteFallback what={what} onRetry={retry} />}
    />
  );
}
