/** The three AI operations of spec §7: identify and estimate (run as one by POST /analyze) and listing. */
export type GatewayOperation = 'identify' | 'estimate' | 'listing';

/**
 * Spec §8 texts: what the visitor reads when an operation fails. The gateway sends them; the
 * browser shows them too when the gateway cannot be reached or sends no readable message.
 */
export const AI_FAILURE_MESSAGES: Record<GatewayOperation, string> = {
  identify: 'Failed to identify item. Please try again.',
  estimate: 'Failed to estimate price. Please try again.',
  listing: 'Failed to generate listing content. Please try again.',
};

/**
 * Spec §8 internal texts: what the gateway logs when the AI's reply is empty or unreadable. Never
 * shown to the visitor, who gets the operation's message above.
 */
export const AI_INTERNAL_MESSAGES = {
  noResponse: 'No response from AI service',
  invalidFormat: 'Invalid response format from AI service',
} as const;
