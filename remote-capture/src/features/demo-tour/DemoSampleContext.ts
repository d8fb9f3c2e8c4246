/**
 * The seam between the camera screen and the bundled demo photo. CaptureRoute provides the real
 * loader (a hashed asset of this remote); tests provide a fake. Null: no demo.
 */
import { createContext, useContext } from 'react';

export type LoadDemoSample = () => Promise<File>;

export const DemoSampleContext = createContext<LoadDemoSample | null>(null);
DemoSampleContext.displayName = 'DemoSampleContext';

export const useDemoSampleLoader = () => useContext(DemoSampleContext);

/** /camera?demo=1 starts the demo (the landing page's Watch Demo). */
export function isDemoAddress(search: string): boolean {
  return new URLSearchParams(search).get('demo') === '1';
}
