import type { Server } from 'node:http';

export interface StackPorts {
  host: number;
  remote_capture: number;
  remote_share: number;
  remote_account: number;
  auth: number;
  functions: number;
  firestore: number;
  openaiStandIn: number;
  ebayStandIn: number;
  hosting: number;
}

export function serveApps(ports?: StackPorts): Promise<Array<{ app: string; port: number; server: Server }>>;
