/**
 * An AiClient usable at once whose calls wait for the real one, which arrives with its own chunk
 * on the first call (the camera screen asks for the image settings as it opens). A visitor who
 * never analyses a photo, on the landing page say, never downloads it. A failed download is not
 * kept: the next call tries again.
 */
import { AI_FAILURE_MESSAGES, type AiClient } from '@snap/shared';
import { abortable } from '@snap/shared/errors';

export function deferredAiClient(load: () => Promise<AiClient>): AiClient {
  let pending: Promise<AiClient> | undefined;
  const client = (signal?: AbortSignal) =>
    abortable(
      (pending ??= load().catch((error: unknown) => {
        pending = undefined;
        throw error;
      })),
      signal,
    );
  /**
   * A chunk that did not arrive is, to the seller, an AI that could not be reached: the spec's
   * message for the operation, as the client gives for a request that failed on the network, not
   * the loader's text (a URL). An abort stays an abort.
   */
  const orFail = (message: string, signal?: AbortSignal) =>
    client(signal).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      console.warn('Could not load the AI client', error);
      throw new Error(message, { cause: error });
    });
  return {
    analyze: (jpeg, options) =>
      orFail(AI_FAILURE_MESSAGES.identify, options?.signal).then((ai) => ai.analyze(jpeg, options)),
    listing: (input, signal) => orFail(AI_FAILURE_MESSAGES.listing, signal).then((ai) => ai.listing(input, signal)),
    // Without them the camera sends the display photo: its own warning says so.
    imageSettings: (signal) =>
      client(signal).then((ai) =>
        ai.imageSettings ? ai.imageSettings(signal) : Promise.reject(new Error('The AI client has no image settings.')),
      ),
  };
}
