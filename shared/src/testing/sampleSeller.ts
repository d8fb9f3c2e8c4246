/** The signed-in seller every stand-in and test uses unless it needs another. */
import type { AppUser } from '../types/entities';

export const SAMPLE_SELLER: AppUser = {
  uid: 'sample-seller',
  displayName: 'Sam Seller',
  email: 'sam@example.com',
  emailVerified: true,
};
