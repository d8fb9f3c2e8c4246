import type { StackPorts } from './serve-apps.mjs';

export const PROJECT_ID: string;
export function stackPorts(env?: Record<string, string | undefined>): StackPorts;
export function hostingPorts(
  ports?: StackPorts,
): Record<'host' | 'remote-capture' | 'remote-share' | 'remote-account' | 'hub' | 'logging', number>;
export function appPortsFrom(base: number, ports?: StackPorts): StackPorts;
export function appConfig(ports?: StackPorts): {
  remotes: Record<'remote_capture' | 'remote_share' | 'remote_account', string>;
  gatewayUrl: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  emulators: { auth: string; firestore: string };
};
/** The gateway's limits lifted for a stack that tests or benchmarks run against (the environment still wins). */
export function testGatewayLimits(env?: Record<string, string | undefined>): Record<string, string>;
