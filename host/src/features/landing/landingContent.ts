/** Copy of the landing page (spec §2). */
export const TRUST_POINTS = ['No signup required', '100% private', 'Instant results'] as const;

export const STEPS = [
  { icon: '📸', title: 'Snap a Photo', text: 'Take a picture of anything you want to sell, or pick one from your gallery.' },
  { icon: '💰', title: 'Get Instant Pricing', text: 'Our AI identifies the item and estimates what it sells for, in seconds.' },
  { icon: '🚀', title: 'List & Sell', text: 'Edit the suggested title and description, then share to marketplaces.' },
] as const;

export const BENEFITS = [
  { icon: '⚡', title: 'Save Time', text: 'No more researching prices across sites. One photo does the work.' },
  { icon: '🎯', title: 'Price It Right', text: 'Data-driven estimates with a price range and confidence, so you sell faster.' },
  { icon: '✍️', title: 'Listings Written for You', text: 'A ready title, description, condition and keywords for every item.' },
  { icon: '🛒', title: 'Sell Everywhere', text: 'Share to Facebook, eBay, Mercari, Poshmark and more with one tap.' },
] as const;

export const PRIVACY_STATEMENT = 'Your photos are private: they stay on your device and are only used to price your item.';
