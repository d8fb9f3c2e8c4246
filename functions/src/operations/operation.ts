/**
 * One AI operation of spec §7: what the browser may send (validated here, never a free-form
 * prompt), the server-side prompt, the JSON schema the model must follow, and how the reply is
 * read back. The gateway handler runs every operation the same way.
 */
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { z } from 'zod';
import { HttpError } from '../http/httpErrors';

export type OperationName = 'identify' | 'estimate' | 'listing';

/** Gateway settings an operation's prompt depends on. */
export interface OperationContext {
  imageDetail: 'low' | 'high';
}

/** GATEWAY_IMAGE_DETAIL's default, for callers (tests) that do not pass the gateway's settings. */
const DEFAULT_CONTEXT: OperationContext = { imageDetail: 'low' };

interface OperationDefinition<Input, Output> {
  name: OperationName;
  maxTokens: number;
  maxBodyBytes: number;
  /**
   * A body type other than JSON this operation takes as the raw bytes of one photo (identify:
   * image/jpeg, a third smaller on the wire than base64 in JSON); `parseInput` then receives
   * `{ imageBase64 }` made from those bytes, so both bodies pass the same checks.
   */
  binaryBodyType?: string;
  /** Spec §8: the only text the browser shows when this operation fails. */
  failureMessage: string;
  /** Validates what the browser sent; throws an HttpError with a readable message. */
  parseInput(body: unknown): Input;
  buildMessages(input: Input, context: OperationContext): ChatCompletionMessageParam[];
  responseFormat: ResponseFormatJSONSchema;
  /** Coerces and validates the model's JSON; throws an AiServiceError('invalid-format'). */
  parseReply(raw: unknown): Output;
}

/** The input type stays inside the operation: the handler only turns a body into messages. */
export interface Operation<Output = unknown> extends Omit<
  OperationDefinition<unknown, Output>,
  'parseInput' | 'buildMessages'
> {
  toMessages(body: unknown, context?: OperationContext): ChatCompletionMessageParam[];
}

export function defineOperation<Input, Output>(definition: OperationDefinition<Input, Output>): Operation<Output> {
  const { parseInput, buildMessages, ...rest } = definition;
  return { ...rest, toMessages: (body, context = DEFAULT_CONTEXT) => buildMessages(parseInput(body), context) };
}

/** Strict structured outputs: every property required, nothing extra. */
export function strictFormat(name: string, properties: Record<string, unknown>): ResponseFormatJSONSchema {
  return {
    type: 'json_schema',
    json_schema: {
      name,
      strict: true,
      schema: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false },
    },
  };
}

/** A text field of the request with readable messages for missing, mistyped and too-long values. */
export function textField(name: string, maxLength: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`) })
    .trim()
    .min(1, `${name} is required`)
    .max(maxLength, `${name} must be at most ${maxLength} characters`);
}

/** Collapses newlines so a field value cannot pose as another line of the prompt. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

export function parseRequestBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'invalid-input', 'The request body must be a JSON object.');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpError(400, 'invalid-input', `Invalid request: ${issue?.message ?? 'unexpected input'}.`);
  }
  return result.data;
}
