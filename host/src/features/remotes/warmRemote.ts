/**
 * Starts loading a remote's screen when the visitor shows they are about to open it (a pointer
 * over the link, keyboard focus on it, a finger touching it), so by the click its manifest,
 * remoteEntry and chunks are on the way or there: the 100–300 ms between touch and click, or
 * the longer hover on a desktop, is spent on the network instead of after the navigation. The
 * route's own load then finds it in the federation runtime's cache.
 *
 * Nothing is warmed without such a signal: a visitor who never heads there downloads nothing.
 * A warm-up that fails is forgotten (the next signal, or the route itself, tries again).
 */
import type { ExposedModuleId } from '@snap/shared';
import { loadExposed } from './loadExposed';

const warming = new Set<ExposedModuleId>();

const unavailable = (module: unknown) =>
  typeof module === 'object' && module !== null && '__remoteUnavailable' in module;

export function warmRemote(id: ExposedModuleId, load: (id: ExposedModuleId) => Promise<unknown> = loadExposed): void {
  if (warming.has(id)) return;
  warming.add(id);
  load(id).then(
    (module) => unavailable(module) && warming.delete(id),
    () => warming.delete(id),
  );
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
