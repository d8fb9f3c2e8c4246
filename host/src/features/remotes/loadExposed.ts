import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModule, ExposedModuleId } from '@snap/shared';
import { RemoteUnavailableError } from './resiliencePlugin';

export async function loadExposed<P>(id: ExposedModuleId): Promise<ExposedModule<P>> {
  const module = await loadRemote<ExposedModule<P>>(id);
  if (!module || typeof module.default !== 'function') throw new RemoteUnavailableError(id);
  return module;
}
