/**
 * The Privacy and Terms pages as data: static text, so they render without the auth SDK, a remote
 * or the network (prerender-friendly). Every sentence must stay true of the code: the gateway
 * (functions/), the image pipeline (remote-capture) and the listings port (shared/src/listings).
 */
import { IMAGE_MAX_DIMENSION, IMAGE_TARGET_BYTES, PRIVACY_STATEMENT } from '@snap/shared';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** One short paragraph in a highlighted box at the top. */
  summary: string;
  sections: readonly LegalSection[];
}

const MAX_KB = Math.round(IMAGE_TARGET_BYTES / 1024);

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy',
  summary: PRIVACY_STATEMENT,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        `The photo you analyze. Before it leaves your device, the app shrinks it to at most ${IMAGE_MAX_DIMENSION} pixels on its longest side and about ${MAX_KB} KB. Our server passes it to the AI provider and forgets it once the answer is sent: the analysis never writes it to a disk or a database. If you are signed in, the listing saved from it keeps it (below).`,
        'Your account, if you create one: your e-mail address, the display name you chose, whether the address is verified and how you sign in (password, e-mail link or Google).',
        'Your saved listings, if you are signed in: the item name, title, description, price estimate, keywords, a small thumbnail (about 320 pixels) and the photos of the item as the app resized them (up to 10 per listing), so a listing opens with its photos on your other devices. Your originals stay on your device.',
        // The windows are the gateway's (functions/src/config/gatewayConfig.ts); a test holds these figures to it.
        'To stop abuse, our server counts requests per IP address, per visitor and per account, and the requests of all accounts and of all visitors from one IP address together. When you analyze a photo without an account, this browser gets an anonymous ID of its own (from Firebase Authentication, kept in this browser); if you sign up, it becomes your account’s ID. Each count is a small record in our database (Cloud Firestore) holding your IP address, your anonymous ID or your account’s ID, the number of requests and the start of its 10-minute window or of its day (UTC). If the database cannot be reached, the server counts in its own memory instead, going on from the counts it last read. We use no advertising or analytics trackers.',
      ],
    },
    {
      heading: 'Who receives it',
      paragraphs: [
        'Our AI provider, OpenAI, receives the resized photo and the item details it needs to identify and price the item. Your browser never talks to it directly: every request goes through our server, which holds the key. Under its API terms OpenAI does not train its models on this data and may keep it for up to 30 days to detect abuse.',
        'Firebase (Google) stores accounts (Firebase Authentication), saved listings and request counts (Cloud Firestore) for us.',
        'Marketplaces receive a listing only when you share it there yourself.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Photos analyzed without an account: not kept by us at all. The photos of a saved listing: until you delete the listing or your account.',
        'Your account and saved listings: until you delete them.',
        'Request counts: used for their 10-minute window or their day, then deleted automatically by an expiry policy in the database, usually within a day after the window ends. The counts kept under your account’s ID are deleted with your account.',
      ],
    },
    {
      heading: 'How to see, export and delete it',
      paragraphs: [
        'Without an account nothing of yours is kept except the request counts for your IP address and for this browser’s anonymous ID, which delete themselves as described above. Clearing this site’s data in your browser forgets the anonymous ID.',
        'Signed in, open Profile. Export my data downloads your listings as JSON and CSV. Delete my account and data deletes every saved listing with its photos, in your account and on this device, and then your account, and with it the request counts kept under its ID.',
        'Photos kept in this browser also go when you clear this site’s data in your browser settings.',
      ],
    },
  ],
};

export const TERMS_OF_USE: LegalDocument = {
  title: 'Terms',
  summary:
    'Snap. Price. Sell. is free to use. Prices are AI estimates, not offers or guarantees: you decide what to list and for how much.',
  sections: [
    {
      heading: 'Using the service',
      paragraphs: [
        'Analyze only photos you have the right to use, of items you may legally sell.',
        'Do not overload or misuse the service, for example by automating requests. We limit how often it can be called and may block abuse.',
      ],
    },
    {
      heading: 'Estimates and listings',
      paragraphs: [
        'The AI can be wrong about what an item is, its condition and its price. Check the details before you publish a listing; you are responsible for what you post.',
        'Marketplaces are run by others, with their own rules and fees. We are not a party to your sales.',
      ],
    },
    {
      heading: 'Your content and your account',
      paragraphs: [
        'Your photos and listings stay yours. You let us process them only to run the service for you, as the Privacy page describes.',
        'Keep your sign-in details to yourself. You can delete your account and data at any time from Profile.',
      ],
    },
    {
      heading: 'No warranty',
      paragraphs: [
        'The service is provided as it is, without warranties, and may change or stop. As far as the law allows, we are not liable for losses from using it or from relying on an estimate.',
        'When these terms change, this page and its date change with them.',
      ],
    },
  ],
};
