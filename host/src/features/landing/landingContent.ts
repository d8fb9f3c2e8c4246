/** Copy of the landing page (spec §2). Icons are names of inline SVGs (landingIcons.tsx), never emoji. */
import { PRIVACY_TRUST_POINT } from '@snap/shared';
import type { LandingIconName } from './components/landingIcons';

export interface CardItem {
  icon: LandingIconName;
  title: string;
  text: string;
}

/** The hero's badge and pitch. */
export const HERO = {
  badge: 'AI-Powered Instant Pricing',
  pitch: 'Take a photo of anything you want to sell. Get an instant AI price estimate and a ready-to-post listing.',
} as const;

/** Spec §2's '100% private' became a promise the Privacy page backs (shared/src/privacy). */
export const TRUST_POINTS = ['No signup required', PRIVACY_TRUST_POINT, 'Instant results'] as const;

/** A signed-in seller has signed up: their first point says what the account gives instead. */
export const SIGNED_IN_TRUST_POINTS = ['Your listings are saved', PRIVACY_TRUST_POINT, 'Instant results'] as const;

export const STEPS = [
  {
    icon: 'camera',
    title: 'Snap a Photo',
    text: 'Take a picture of anything you want to sell, or pick one from your gallery.',
  },
  {
    icon: 'price',
    title: 'Get Instant Pricing',
    text: 'Our AI identifies the item and estimates what it sells for, in seconds.',
  },
  { icon: 'send', title: 'List & Sell', text: 'Edit the suggested title and description, then share to marketplaces.' },
] as const satisfies readonly CardItem[];

export const BENEFITS = [
  { icon: 'bolt', title: 'Save Time', text: 'No more researching prices across sites. One photo does the work.' },
  {
    icon: 'target',
    title: 'Price It Right',
    text: 'Data-driven estimates with a price range and confidence, so you sell faster.',
  },
  {
    icon: 'edit',
    title: 'Listings Written for You',
    text: 'A ready title, description, condition and keywords for every item.',
  },
  { icon: 'cart', title: 'Sell Everywhere', text: 'Share to Facebook, eBay, Mercari, Poshmark and more with one tap.' },
] as const satisfies readonly CardItem[];
