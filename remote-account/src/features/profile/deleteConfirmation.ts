/**
 * Deleting an account cannot be undone, so the seller types their e-mail to confirm. Case and the
 * spaces around it do not matter (addresses are case-insensitive in practice); anything else does.
 */
export function confirmsDeletion(typed: string, email: string | null): boolean {
  if (!email) return false;
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}
