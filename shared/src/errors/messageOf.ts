/** What a screen shows for a failure: the error's own text, else the spec's fallback for it. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
