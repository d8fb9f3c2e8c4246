/**
 * Starts loading a remote's screen when the visitor shows they are about to open it (a pointer
 * over the link, keyboard focus on it, a finger touching it), so by the click its manifest,
 * remoteEntry and chunks are on the way or there: the 100–300 ms between touch and click, or
 * the longer hover on a desktop, is spent on the network instead of after the navigation. The
 * route's own load then finds it in the federation runtime's cache.
 *
 * Nothing is warmed without such a signal: a visitor who never heads there downloads nothing;
 * the app also warms the remote of the route a page is opened on (bootstrap.tsx).
 * The route takes a warm-up's load rather than starting a second one (warmLoad), so it sees that
 * load's own outcome, a remote refused for version skew included. A warm-up that fails is
 * forgotten (the next signal, or the route itself, tries again).
 */
import type { ExposedModule, ExposedModuleId } from '@snap/shared';
import { loadCurrentRelease } from './staleRelease';

const warming = new Map<ExposedModuleId, Promise<unknown>>();

const unavailable = (module: unknown) =>
  typeof module === 'object' && module !== null && '__remoteUnavailable' in module;

export function warmRemote(
  id: ExposedModuleId,
  load: (id: ExposedModuleId) => Promise<unknown> = loadCurrentRelease,
): void {
  if (warming.has(id)) return;
  const started = load(id);
  warming.set(id, started);
  started.then(
    (module) => unavailable(module) && warming.delete(id),
    () => warming.delete(id),
  );
}

/** The load a warm-up started for `id`, on its way or done, unless it failed. */
export function warmLoad<P>(id: ExposedModuleId): Promise<ExposedModule<P>> | undefined {
  return warming.get(id) as Promise<ExposedModule<P>> | undefined;
}

/** Event props for a link to a remote's route: warm it on hover, focus and touch. */
export function warmOnIntent(id: ExposedModuleId) {
  const warm = () => warmRemote(id);
  return { onPointerEnter: warm, onFocus: warm, onTouchStart: warm };
}

/** Tests only: forget what was warmed. */
export function resetWarmedRemotes(): void {
  warming.clear();
}
