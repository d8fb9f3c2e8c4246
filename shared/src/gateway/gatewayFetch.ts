/**
 * The part of fetch the gateway client uses, and the reply it reads: a module of its own because
 * both the client (gatewayClient.ts) and its `analyze` (gatewayAnalysis.ts) take it, and the
 * client builds `analyze`; tests script replies through it.
 */
export type GatewayFetch = (
  url: string,
  init: RequestInit,
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown>; body?: ReadableStream<Uint8Array> | null }>;

/** What one GatewayFetch call answers. */
export type GatewayResponse = Awaited<ReturnType<GatewayFetch>>;
