/** 'Welcome back, {first word of display name, or Seller}!' (spec §2). */
export function greetingName(displayName: string | null | undefined): string {
  const first = displayName?.trim().split(/\s+/)[0];
  return first ? first : 'Seller';
}
