/**
 * The six steps of the sharing guide (spec §2) and the Facebook and eBay tips shown from step 3
 * on. Spec §4 counts steps 0 to 5 while §2's "from step 3 on" is the wording a reader sees ("Step 3
 * of 6", copy listing): the tips start at index 2, where the listing is copied and its limits matter.
 */
export type GuidePlatform = 'facebook' | 'ebay';

export interface GuideStep {
  title: string;
  text: string;
  /** Per-platform advice for this step; absent before TIPS_FROM_STEP. */
  tips?: Record<GuidePlatform, string>;
}

export const TIPS_FROM_STEP = 2;

export const PLATFORM_NAMES: Record<GuidePlatform, string> = { facebook: 'Facebook Marketplace', ebay: 'eBay' };

export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    title: 'Capture',
    text: 'Take a clear photo of your item in good light. Add more photos from other angles if you like.',
  },
  {
    title: 'AI analysis',
    text: 'Our AI identifies the item and suggests a price, a title and a description. Edit them until they read right.',
  },
  {
    title: 'Copy listing',
    text: 'Copy the complete listing with one tap, or copy the title, description, price, condition and tags one by one.',
    tips: {
      facebook: 'Titles can be up to 100 characters; the copied title already fits.',
      ebay: 'Titles stop at 80 characters; a longer title is cut to fit and ends in "...".',
    },
  },
  {
    title: 'Open marketplace',
    text: 'Open the marketplace app or website where you want to sell and start a new listing.',
    tips: {
      facebook: 'In Marketplace, tap Sell, then Items.',
      ebay: 'Tap Sell, then List an item, and pick the closest category.',
    },
  },
  {
    title: 'Switch apps',
    text: 'Switch to the marketplace, keeping this page open so you can come back and copy again.',
    tips: {
      facebook: 'Add your photos first: Facebook asks for them before the details.',
      ebay: 'eBay may suggest a catalog match; pick it or continue without one.',
    },
  },
  {
    title: 'Paste and publish',
    text: 'Long-press in each field and paste, check the price, then publish your listing.',
    tips: {
      facebook: 'Paste the description into "Description" and choose the condition from the list.',
      ebay: 'Paste the description into the item description and set your price under Pricing.',
    },
  },
];

/** Rounded share of the guide done once `step` (0-based) is shown: 17, 33, 50, 67, 83, 100. */
export function guideProgress(step: number): number {
  return Math.round(((step + 1) / GUIDE_STEPS.length) * 100);
}
