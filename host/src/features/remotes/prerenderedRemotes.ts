/**
 * Build time only (host/prerender): the remotes' exposed components, imported from their sources,
 * so RemoteModule renders a route's screen into its HTML (the route shell: routeShell.tsx) without
 * the federation runtime. In the browser nothing provides it and every remote loads as usual.
 */
import { createContext, type ComponentType } from 'react';
import type { ExposedModuleId } from '@snap/shared';

// RemoteModule passes each the props it was given (route screens take none).
export type PrerenderedRemoteComponents = Partial<Record<ExposedModuleId, ComponentType<object>>>;

export const PrerenderedRemotes = createContext<PrerenderedRemoteComponents>({});
