/**
 * The coach marks of the demo: what each points at on the results panel and what it says. The
 * targets are found by the accessible names the results panel already has, so the tour needs no
 * hooks in the results feature.
 */
export interface TourStep {
  title: string;
  text: string;
  /** What the step says to a visitor, where what they can do differs (editing needs an account). */
  visitorText?: string;
  /** A CSS selector for the element to point at; the step still shows if it is missing. */
  target: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    title: 'Your price',
    text: 'The AI’s estimate of what the item sells for, with a likely range and how sure it is.',
    target: 'section[aria-label="Price estimate"]',
  },
  {
    title: 'Make it yours',
    text: 'Tap the pencil to fix the item name or description before you list it.',
    visitorText:
      'The pencil fixes the item name or description before you list it. Editing needs a free account: as a visitor, the pencil asks you to sign up first.',
    target: 'button[aria-label="Edit item name"]',
  },
  {
    title: 'Share it',
    text: 'Post the listing to Facebook, eBay, Mercari and more in one tap, with a free account.',
    target: 'section[aria-labelledby="share-heading"]',
  },
];
