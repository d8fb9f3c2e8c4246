/** The modal's marketplace groups (spec §2), in display order. The Android intent link sits between the last two. */
import type { MarketplaceId } from '@snap/shared';

export interface ShareGroup {
  id: 'premium' | 'redirect' | 'traditional';
  title: string;
  caption: string;
  marketplaces: MarketplaceId[];
}

export const SHARE_GROUPS: readonly ShareGroup[] = [
  {
    id: 'premium',
    title: 'Premium native sharing',
    caption: 'Photos and details go straight to the app.',
    marketplaces: ['facebook', 'instagram', 'offerup', 'mercari'],
  },
  {
    id: 'redirect',
    title: 'Auto-copy & Redirect',
    caption: 'Details are copied, then the site opens: paste them in.',
    marketplaces: ['craigslist', 'vinted', 'depop', 'poshmark'],
  },
  {
    id: 'traditional',
    title: 'Traditional',
    caption: 'Details are copied, then the listing form opens.',
    marketplaces: ['ebay'],
  },
];

/** The marketplace whose Android app the intent link opens. */
export const ANDROID_INTENT_MARKETPLACE: MarketplaceId = 'facebook';
