/**
 * What the function is deployed with (src/index.ts): memory, concurrency and instances.
 *
 * Functions v2 `onRequest` reads the whole request body into memory before the handler runs, so
 * no check in the gateway can keep a large body out of memory: only these figures can. The
 * platform's front end refuses bodies over 32 MiB (HTTP/1) with its own 413; each instance must
 * therefore hold `FUNCTION_CONCURRENCY` bodies of up to 32 MiB at once, every copy the platform
 * makes of them while parsing included, on top of what the runtime itself needs.
 *
 * 1 GiB with 8 requests at once: 8 × 3 × 32 MiB + 128 MiB = 896 MiB ≤ 1024 MiB (8 × 32 + 128 =
 * 384 MiB counting the raw bodies alone). The gen2 default, 80 requests at once in 256 MiB, let
 * 80 × 32 MiB = 2.5 GiB of bodies into an instance that has a tenth of that.
 */
import type { MemoryOption } from 'firebase-functions/v2/options';

/** The largest body the platform lets through to the instance (Cloud Run's HTTP/1 request cap). */
export const PLATFORM_BODY_CAP_MIB = 32;
/**
 * Copies of one body alive at once while the platform parses it as JSON (or text, or a form): the
 * raw bytes (kept as `rawBody` for the whole request), the decoded string and the parsed value.
 */
export const BODY_COPIES_PER_REQUEST = 3;
/**
 * The runtime, the gateway's code, the SDKs and firebase-admin: an allowance rather than a
 * measurement (the gateway ran within the 256 MiB default until bodies came into the sum).
 */
export const BASELINE_MIB = 128;

export const MEMORY_MIB = { '256MiB': 256, '512MiB': 512, '1GiB': 1024, '2GiB': 2048 } as const satisfies Partial<
  Record<MemoryOption, number>
>;

export const FUNCTION_MEMORY: keyof typeof MEMORY_MIB = '1GiB';
/**
 * Requests one instance serves at once. Each mostly waits on the model (a few seconds), so 8 keep
 * the one CPU busy enough; more load starts another instance instead of growing this one.
 */
export const FUNCTION_CONCURRENCY = 8;
/**
 * What a burst can cost at most: 10 instances × 8 requests = 80 requests at once, 10 GiB of
 * memory billed while they last. Past that the platform holds requests briefly, then refuses them
 * with its own 429; the gateway's rate limits (per IP and per user, in Firestore) bound each sender.
 */
export const FUNCTION_MAX_INSTANCES = 10;
