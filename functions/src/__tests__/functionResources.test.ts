/**
 * The platform reads each request's body (up to its 32 MiB cap) into memory before the gateway
 * can look at it, so a burst of large POSTs must not be able to fill an instance: the function's
 * memory has to hold `concurrency` such bodies at once, with the runtime's own baseline on top.
 */
import {
  BASELINE_MIB,
  BODY_COPIES_PER_REQUEST,
  FUNCTION_CONCURRENCY,
  FUNCTION_MAX_INSTANCES,
  FUNCTION_MEMORY,
  MEMORY_MIB,
  PLATFORM_BODY_CAP_MIB,
} from '../config/functionResources';
import { api } from '../index';

const endpoint = (
  api as unknown as { __endpoint: { availableMemoryMb: number; concurrency: number; maxInstances: number } }
).__endpoint;

describe("the function's memory, concurrency and instances", () => {
  it('deploys with the named constants', () => {
    expect(endpoint.availableMemoryMb).toBe(MEMORY_MIB[FUNCTION_MEMORY]);
    expect(endpoint.concurrency).toBe(FUNCTION_CONCURRENCY);
    expect(endpoint.maxInstances).toBe(FUNCTION_MAX_INSTANCES);
  });

  it('fits a full-size body for every concurrent request, plus the baseline', () => {
    expect(FUNCTION_CONCURRENCY * PLATFORM_BODY_CAP_MIB + BASELINE_MIB).toBeLessThanOrEqual(endpoint.availableMemoryMb);
  });

  it('fits every copy the platform makes of those bodies while parsing them, too', () => {
    expect(BODY_COPIES_PER_REQUEST).toBeGreaterThanOrEqual(3);
    expect(FUNCTION_CONCURRENCY * BODY_COPIES_PER_REQUEST * PLATFORM_BODY_CAP_MIB + BASELINE_MIB).toBeLessThanOrEqual(
      endpoint.availableMemoryMb,
    );
  });

  it('bounds what a burst can cost: a fixed number of instances, each with a fixed number of requests', () => {
    expect(Number.isInteger(endpoint.maxInstances)).toBe(true);
    expect(endpoint.maxInstances).toBeGreaterThan(0);
    expect(endpoint.maxInstances).toBeLessThanOrEqual(10);
    expect(endpoint.concurrency).toBeGreaterThan(1); // cpu 1 (the gen2 default) serves several at once
  });
});
