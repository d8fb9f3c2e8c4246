/** The six steps of the sharing guide (spec §2). */
export const GUIDE_STEPS = [
  { title: 'Capture', text: 'Take a clear photo of your item in good light.' },
  { title: 'AI analysis', text: 'Our AI identifies the item and suggests a price, title and description.' },
  { title: 'Copy listing', text: 'Copy the complete listing with one tap.' },
  { title: 'Open marketplace', text: 'Open the marketplace app or website where you want to sell.' },
  { title: 'Switch apps', text: 'Switch to the marketplace and start a new listing.' },
  { title: 'Paste and publish', text: 'Paste the details, add your photos and publish.' },
] as const;
