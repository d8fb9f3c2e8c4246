/**
 * Browser module, development builds only (prepended to each app's entry by createAppConfig).
 *
 * Every app carries its own React Refresh runtime (namespaced by its uniqueName). A remote's
 * runtime starts after the host's react-dom has registered with `__REACT_DEVTOOLS_GLOBAL_HOOK__`,
 * so it finds the renderer only in `hook.renderers`, which the stand-in hook the first runtime
 * creates (no DevTools extension) never fills. Without this, an edited remote component is
 * re-evaluated but never re-rendered in the host page. This makes `inject` record the renderer.
 */
interface DevtoolsHook {
  renderers?: Map<number, unknown>;
  inject: (renderer: unknown) => number;
}

const target = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: DevtoolsHook };

function recordRenderers(hook: DevtoolsHook) {
  const renderers = hook.renderers ?? new Map<number, unknown>();
  hook.renderers = renderers;
  const inject = hook.inject;
  hook.inject = function recordingInject(this: DevtoolsHook, renderer: unknown) {
    const id = inject.call(this, renderer);
    if (!renderers.has(id)) renderers.set(id, renderer);
    return id;
  };
}

let nextId = 0;
const hook: DevtoolsHook = target.__REACT_DEVTOOLS_GLOBAL_HOOK__ ?? {
  renderers: new Map(),
  inject: () => nextId++,
  ...{ supportsFiber: true, onScheduleFiberRoot() {}, onCommitFiberRoot() {}, onCommitFiberUnmount() {} },
};
target.__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
recordRenderers(hook);

export {};
