/** Watch Demo (/camera?demo=1): the sample photo's loader, behind its context, and the demo's banner and tour. */
export { DemoSampleContext, isDemoAddress, useDemoSampleLoader, type LoadDemoSample } from './DemoSampleContext';
export { loadDemoSample } from './api/loadDemoSample';
export { DemoMode } from './components/DemoMode';
