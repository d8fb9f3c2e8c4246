/**
 * Turns a chat completion into the JSON object the model produced, or a typed failure. The order
 * matters: a refusal or a filtered/truncated reply is reported as such even if some text came
 * back, because half a JSON object is not an answer.
 */
import { AiServiceError } from './aiErrors';
import { extractFirstJsonObject } from './jsonExtraction';
import { isRecord } from './normalise';

export function readCompletionJson(completion: unknown): unknown {
  const choices = isRecord(completion) && Array.isArray(completion.choices) ? completion.choices : [];
  const choice: unknown = choices[0];
  if (!isRecord(choice)) throw new AiServiceError('no-response', 'completion has no choices');
  const message = isRecord(choice.message) ? choice.message : {};

  if (typeof message.refusal === 'string' && message.refusal.trim() !== '') {
    throw new AiServiceError('refusal', message.refusal);
  }
  if (choice.finish_reason === 'content_filter') throw new AiServiceError('content-filter');
  if (choice.finish_reason === 'length') throw new AiServiceError('truncated');

  const content = message.content;
  if (typeof content !== 'string' || content.trim() === '') throw new AiServiceError('no-response', 'empty content');
  const json = extractFirstJsonObject(content);
  if (json === null) throw new AiServiceError('invalid-format', 'no JSON object in the reply');
  return JSON.parse(json) as unknown;
}
