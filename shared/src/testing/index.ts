/**
 * @snap/shared/testing: the stand-ins for what the host provides, used by component tests and by
 * the standalone dev shells. Not part of the federated package entry, so the host never ships it.
 * renderWithPorts and spyAuthOperations need Jest; the rest also runs in a browser.
 */
export { SAMPLE_SELLER } from './sampleSeller';
export { SAMPLE_LISTING, sampleSavedListing } from './sampleListing';
export { fakeAuthContext } from './fakeAuthContext';
export { spyAuthOperations } from './spyAuthOperations';
export { createFakeAuthSession, fakeAuthForSession, useFakeAuthSession, type FakeAuthSession } from './fakeAuthSession';
export { demoAiClient } from './demoAiClient';
/** What the stack's OpenAI stand-in answers a request with: tests hold the demo AI to it. */
export { sampleReply } from './demoAiSamples.mjs';
export { fakeSharePort, type FakeSharePort, type ShareCall } from './fakeSharePort';
export { fakeListingsPort, type FakeListingsPort } from './fakeListingsPort';
export { PortsProvider, type Ports } from './PortsProvider';
export { renderWithPorts, type RenderWithPortsOptions } from './renderWithPorts';
