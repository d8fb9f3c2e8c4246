/** The gateway's whole surface: these three operations, by path. Nothing else reaches the model. */
import { estimateOperation } from './estimateOperation';
import { identifyOperation } from './identifyOperation';
import { listingOperation } from './listingOperation';
import type { Operation, OperationName } from './operation';

export const OPERATIONS: Record<OperationName, Operation> = {
  identify: identifyOperation,
  estimate: estimateOperation,
  listing: listingOperation,
};

export function findOperation(path: string): Operation | undefined {
  const name = path.replace(/^\/+|\/+$/g, '');
  return Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name as OperationName] : undefined;
}
