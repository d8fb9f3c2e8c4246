/**
 * The operations a request can name by path (POST /listing). With POST /analyze, which runs
 * identify then estimate (analyzeOperation.ts), this is the gateway's whole surface: nothing else
 * reaches the model. Identify and estimate have no path of their own: the browser only ever asks
 * for a whole analysis, and the gateway is the one place that sequences the two.
 */
import { listingOperation } from './listingOperation';
import type { Operation } from './operation';

const BY_PATH: Record<string, Operation> = { listing: listingOperation };

export function findOperation(path: string): Operation | undefined {
  const name = path.replace(/^\/+|\/+$/g, '');
  return Object.hasOwn(BY_PATH, name) ? BY_PATH[name] : undefined;
}
