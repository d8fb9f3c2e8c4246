import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  Bytes,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import {
  COMPARABLES_MAX,
  ebayEvidence,
  listing,
  LONGEST_EBAY_URL,
  longest,
  longestLink,
  longestTracking,
  MARKETPLACE_IDS,
  THUMBNAIL_MAX,
} from './listingFixture';
import {
  MAX_LISTINGS_PER_SELLER,
  MAX_PHOTO_BYTES_PER_SELLER,
  SELLER_CEILINGS_COLLECTION as CEILINGS,
} from '../../shared/src/listings/sellerLimits';

let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('error'); // every denied write would otherwise print a warning with a stack
  // Host and port come from FIRESTORE_EMULATOR_HOST (set by scripts/test-emulators.mjs).
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-test',
    firestore: { rules: readFileSync(join(__dirname, '..', '..', 'firestore.rules'), 'utf8') },
  });
}, 120_000); // the emulator compiles the rules here: slow on a cold JVM and a busy machine
afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const path = (uid: string, id = 'one') => `users/${uid}/listings/${id}`;
const as = (uid: string) => env.authenticatedContext(uid).firestore();
/** A user whose ID token names `provider` as the way they signed in ('anonymous' for a visitor's identity). */
const asProvider = (uid: string, provider: 'anonymous' | 'password' | 'google.com' | 'custom') =>
  env.authenticatedContext(uid, { firebase: { sign_in_provider: provider, identities: {} } }).firestore();
const anonymous = () => env.unauthenticatedContext().firestore();
const DAY = 86_400_000;
/** A time on every marketplace of the catalogue, an hour ago. */
const listedAt = (): Record<string, Timestamp> =>
  Object.fromEntries(MARKETPLACE_IDS.map((id) => [id, Timestamp.fromMillis(Date.now() - 3_600_000)]));
const created = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...listing(),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...fields,
});

/** A listing already stored (rules bypassed), created an hour ago. */
async function seed(uid = 'alice', id = 'one', stored: Record<string, unknown> = listing()): Promise<void> {
  const anHourAgo = Timestamp.fromMillis(Date.now() - 3_600_000);
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), path(uid, id)), { ...stored, createdAt: anHourAgo, updatedAt: anHourAgo }),
  );
}

/**
 * A listing saved before the seller chose a price and a shipping figure, and before the evidence
 * and the listings' addresses were kept: none of them.
 */
function older(): Record<string, unknown> {
  const { estimatedPrice: _e, shipping: _s, evidence: _v, ...rest } = listing();
  return { ...rest, comparableItems: [{ title: 'Brass lamp', price: 40, platform: 'eBay', condition: 'used' }] };
}

describe('firestore.rules: who reaches users/{uid}/listings', () => {
  it('lets a seller create, read, list, update and delete their own listings', async () => {
    const alice = as('alice');
    await assertSucceeds(setDoc(doc(alice, path('alice')), created()));
    await assertSucceeds(getDoc(doc(alice, path('alice'))));
    await assertSucceeds(getDocs(collection(alice, 'users/alice/listings')));
    await assertSucceeds(updateDoc(doc(alice, path('alice')), { title: 'Brass lamp', updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(doc(alice, path('alice'))));
  });

  it("keeps a visitor's anonymous identity out of the listings under its own uid", async () => {
    await seed('visitor');
    const visitor = asProvider('visitor', 'anonymous');
    await assertFails(getDoc(doc(visitor, path('visitor'))));
    await assertFails(getDocs(collection(visitor, 'users/visitor/listings')));
    await assertFails(setDoc(doc(visitor, path('visitor', 'two')), created()));
    await assertFails(updateDoc(doc(visitor, path('visitor')), { title: 'Mine', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(visitor, path('visitor'))));
  });

  it.each(['password', 'google.com'] as const)(
    'lets the same uid in once linked to an account (the token then says %s)',
    async (provider) => {
      const seller = asProvider('visitor', provider);
      await assertSucceeds(setDoc(doc(seller, path('visitor')), created()));
      await assertSucceeds(getDoc(doc(seller, path('visitor'))));
      await assertSucceeds(getDocs(collection(seller, 'users/visitor/listings')));
      await assertSucceeds(
        updateDoc(doc(seller, path('visitor')), { title: 'Brass lamp', updatedAt: serverTimestamp() }),
      );
      await assertSucceeds(deleteDoc(doc(seller, path('visitor'))));
    },
  );

  it("keeps another signed-in seller out of a seller's listings", async () => {
    await seed('alice');
    const bob = as('bob');
    await assertFails(getDoc(doc(bob, path('alice'))));
    await assertFails(getDocs(collection(bob, 'users/alice/listings')));
    await assertFails(setDoc(doc(bob, path('alice', 'two')), created()));
    await assertFails(updateDoc(doc(bob, path('alice')), { title: 'Mine now', updatedAt: serverTimestamp() }));
    await assertFails(deleteDoc(doc(bob, path('alice'))));
  });

  it('keeps an anonymous visitor out entirely', async () => {
    await seed('alice');
    await assertFails(getDoc(doc(anonymous(), path('alice'))));
    await assertFails(getDocs(collection(anonymous(), 'users/alice/listings')));
    await assertFails(setDoc(doc(anonymous(), path('alice', 'two')), created()));
    await assertFails(updateDoc(doc(anonymous(), path('alice')), { title: 'Mine', updatedAt: serverTimestamp() }));
    await assertFails(
      updateDoc(doc(anonymous(), path('alice')), {
        status: 'sold',
        sold: { price: 1, marketplace: 'ebay', date: '2026-11-26' },
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(doc(anonymous(), path('alice'))));
  });

  it("refuses a query of every seller's listings at once (a collection-group query), signed in or not", async () => {
    await seed('alice');
    await seed('bob');
    await assertFails(getDocs(collectionGroup(as('alice'), 'listings')));
    await assertFails(getDocs(collectionGroup(anonymous(), 'listings')));
  });

  it('closes everything outside users/{uid}/listings, the rate-limit counters included', async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), 'rateLimits/ip:127.0.0.1:0'), { count: 1 }),
    );
    const alice = as('alice');
    await assertFails(getDoc(doc(alice, 'rateLimits/ip:127.0.0.1:0')));
    await assertFails(setDoc(doc(alice, 'rateLimits/uid:alice:0'), { count: 0 }));
    await assertFails(getDoc(doc(alice, 'users/alice')));
    await assertFails(setDoc(doc(alice, 'users/alice'), { name: 'Alice' }));
    await assertFails(setDoc(doc(alice, 'users/alice/photos/one'), { data: 'x' }));
  });
});

describe('firestore.rules: what a listing may contain', () => {
  it('accepts a listing at every limit: longest texts, 30 keywords, 10 comparables with their longest addresses, evidence, 200 KB thumbnail', async () => {
    await assertSucceeds(setDoc(doc(as('alice'), path('alice')), created(longest())));
  });

  it('accepts a listing at every limit listed with the longest link on every marketplace, sold, ticked off everywhere, archived, and then a new analysis of it', async () => {
    const ref = doc(as('alice'), path('alice'));
    await assertSucceeds(setDoc(ref, created(longest())));
    const { links } = longestTracking();
    await assertSucceeds(updateDoc(ref, { status: 'listed', links, updatedAt: serverTimestamp() }));
    const sold = { price: 1000000, marketplace: 'ebay', date: '2026-11-26' };
    await assertSucceeds(updateDoc(ref, { status: 'sold', sold, delistedFrom: [], updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { delistedFrom: [...MARKETPLACE_IDS], updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { ...longestTracking(), updatedAt: serverTimestamp() }));
    // Undo of a delete writes every tracking field back at once, a time for every marketplace among them.
    await assertSucceeds(updateDoc(ref, { ...longestTracking(), listedAt: listedAt(), updatedAt: serverTimestamp() }));
    // A new analysis in its place: every content field rewritten at its limit, the tracking kept.
    const { sharedTo: _sharedTo, ...content } = longest();
    await assertSucceeds(
      updateDoc(ref, {
        ...content,
        keywords: [...(content.keywords as string[])].reverse(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses a new listing that already has a status, a sale, links, ticks or times (those come by update)', async () => {
    const ref = doc(as('alice'), path('alice'));
    await assertFails(setDoc(ref, created({ sharedTo: ['ebay'], listedAt: { ebay: Timestamp.now() } })));
    await assertFails(setDoc(ref, created({ status: 'draft' })));
    await assertFails(setDoc(ref, created({ links: {} })));
    await assertFails(setDoc(ref, created({ delistedFrom: [] })));
    await assertFails(
      setDoc(ref, created({ status: 'sold', sold: { price: 1, marketplace: 'ebay', date: '2026-11-26' } })),
    );
  });

  it('accepts an edit and a share of a listing at every limit', async () => {
    const alice = as('alice');
    await assertSucceeds(setDoc(doc(alice, path('alice')), created({ ...longest(), sharedTo: ['ebay'] })));
    await assertSucceeds(updateDoc(doc(alice, path('alice')), { title: 'Edited', updatedAt: serverTimestamp() }));
    await assertSucceeds(
      updateDoc(doc(alice, path('alice')), {
        price: 999999,
        title: 'Edited - $999999',
        shipping: 999999,
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(doc(alice, path('alice')), { sharedTo: arrayUnion('vinted'), updatedAt: serverTimestamp() }),
    );
  });

  it('accepts a share with its time on a listing at every limit, listed everywhere with a time on each but one', async () => {
    const { ebay: _e, ...eight } = listedAt();
    const { sold: _s, ...tracking } = longestTracking();
    await seed('alice', 'one', {
      ...listing(),
      ...longest(),
      ...tracking,
      status: 'listed',
      sharedTo: MARKETPLACE_IDS.filter((id) => id !== 'ebay'),
      listedAt: eight,
    });
    await assertSucceeds(
      updateDoc(doc(as('alice'), path('alice')), {
        sharedTo: arrayUnion('ebay'),
        'listedAt.ebay': serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('accepts a listing without brand, model, product code, thumbnail, estimate, shipping, evidence or addresses, and confidence and prices at 0', async () => {
    const { brandName: _b, modelNumber: _m, productCode: _p, thumbnail: _t, ...bare } = older();
    await assertSucceeds(
      setDoc(doc(as('alice'), path('alice')), {
        ...bare,
        price: 0,
        priceRange: { min: 0, max: 0 },
        confidence: 0,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('accepts the estimate and the shipping at 0 (free shipping), and a price apart from the estimate', async () => {
    await assertSucceeds(
      setDoc(doc(as('alice'), path('alice')), created({ price: 35, estimatedPrice: 0, shipping: 0 })),
    );
  });

  it.each([
    ['eBay listings', ebayEvidence()],
    ['eBay listings from the stand-in, none left after filtering', { ...ebayEvidence(), count: 0, demo: true }],
    [
      'eBay listings at one price, fetched at a time with an offset',
      { ...ebayEvidence(), low: 40, median: 40, high: 40, fetchedAt: '2026-11-26T10:00:00+01:00' },
    ],
    ['not enough market data', { source: 'ai', reason: 'not-enough-data' }],
    ['market data unavailable', { source: 'ai', reason: 'unavailable' }],
    ['eBay listings with the search they came from', { ...ebayEvidence(), query: 'Apple iPhone 11 Pro Max' }],
    [
      'mostly accessories found, with the search',
      { source: 'ai', reason: 'mostly-accessories', query: 'Apple iPhone 11' },
    ],
    ['mostly other models found', { source: 'ai', reason: 'mostly-other-products' }],
    ['listings that disagree with the AI', { source: 'ai', reason: 'disagrees', query: 'Canon AE-1 Program' }],
  ])('accepts the evidence of %s', async (_what, evidence) => {
    await assertSucceeds(setDoc(doc(as('alice'), path('alice')), created({ evidence })));
  });

  const comparable = { title: 'Lamp', price: 10, platform: 'ebay', condition: 'used' };

  it.each([
    'https://www.ebay.com/itm/1234567890',
    'https://ebay.com/itm/1234567890?hash=item1cc&amdata=enc%3AAQ',
    'https://www.ebay.com/itm/s',
  ])('accepts a comparable item with its eBay listing page %s', async (url) => {
    await assertSucceeds(
      setDoc(doc(as('alice'), path('alice')), created({ comparableItems: [{ ...comparable, url }, comparable] })),
    );
  });

  const over = (n: number) => 'x'.repeat(n + 1);
  const withUrl = (url: unknown) => ({ comparableItems: [{ ...comparable, url }] });
  const withEvidence = (fields: Record<string, unknown>) => ({ evidence: { ...ebayEvidence(), ...fields } });
  const evidenceWithout = (key: string) => {
    const { [key]: _left, ...rest } = ebayEvidence();
    return rest;
  };
  const invalid: [string, Record<string, unknown>][] = [
    ['an unknown key', { owner: 'alice' }],
    ['an id field (the id is the document name)', { id: 'one' }],
    ['itemName over 200 characters', { itemName: over(200) }],
    ['itemName not a string', { itemName: 42 }],
    ['title over 200 characters', { title: over(200) }],
    ['title not a string', { title: null }],
    ['description over 5000 characters', { description: over(5000) }],
    ['description not a string', { description: ['Works.'] }],
    ['category over 200 characters', { category: over(200) }],
    ['category not a string', { category: 7 }],
    ['brandName over 200 characters', { brandName: over(200) }],
    ['brandName not a string', { brandName: true }],
    ['modelNumber over 200 characters', { modelNumber: over(200) }],
    ['a productCode that is not only digits', { productCode: 'ISBN 9780316030571' }],
    ['a productCode of 10 digits (an ISBN-10 is kept as its ISBN-13)', { productCode: '0316030570' }],
    ['a productCode that is not a string', { productCode: 12345678905 }],
    ['condition outside the five', { condition: 'used' }],
    ['keywords not a list', { keywords: 'lamp' }],
    ['31 keywords', { keywords: Array.from({ length: 31 }, (_, i) => `k${i}`) }],
    ['a keyword over 60 characters', { keywords: ['lamp', over(60)] }],
    ['a keyword that is not a string', { keywords: ['lamp', 3] }],
    [
      'a keyword with a line break (two lines of 40 would pass the length check)',
      { keywords: ['lamp', `${'a'.repeat(40)}\n${'b'.repeat(40)}`] },
    ],
    ['a negative price', { price: -1 }],
    ['a price of Infinity', { price: Infinity }],
    ['a price of NaN', { price: NaN }],
    ['a price over 1,000,000', { price: 1000000.01 }],
    ['an estimatedPrice of Infinity', { estimatedPrice: Infinity }],
    ['an estimatedPrice over 1,000,000', { estimatedPrice: 1000001 }],
    ['a shipping of Infinity', { shipping: Infinity }],
    ['a shipping of NaN', { shipping: NaN }],
    ['a range up to Infinity', { priceRange: { min: 5, max: Infinity } }],
    ['a range over 1,000,000', { priceRange: { min: 5, max: 2000000 } }],
    ['a price that is a string', { price: '10' }],
    ['a negative estimatedPrice', { estimatedPrice: -1 }],
    ['an estimatedPrice that is a string', { estimatedPrice: '50' }],
    ['an estimatedPrice that is null', { estimatedPrice: null }],
    ['an estimatedPrice that is a boolean', { estimatedPrice: true }],
    ['a negative shipping', { shipping: -0.01 }],
    ['a shipping that is a string', { shipping: '8.50' }],
    ['a shipping that is a map', { shipping: { amount: 8.5 } }],
    ['a range with min above max', { priceRange: { min: 30, max: 20 } }],
    ['a negative range', { priceRange: { min: -5, max: 20 } }],
    ['a range without max', { priceRange: { min: 5 } }],
    ['a range with an extra key', { priceRange: { min: 5, max: 20, currency: 'USD' } }],
    ['a range that is a list', { priceRange: [5, 20] }],
    ['confidence above 100', { confidence: 101 }],
    ['a negative confidence', { confidence: -1 }],
    ['confidence not a number', { confidence: 'high' }],
    [
      `${COMPARABLES_MAX + 1} comparable items`,
      { comparableItems: Array.from({ length: COMPARABLES_MAX + 1 }, () => comparable) },
    ],
    ['a comparable item with an unknown key', { comparableItems: [{ ...comparable, seller: 'bob' }] }],
    [
      'a comparable item with an address and an unknown key',
      { comparableItems: [{ ...comparable, url: 'https://www.ebay.com/itm/1', seller: 'bob' }] },
    ],
    ['a comparable item with an address on a look-alike domain', withUrl('https://ebay.com.example.net/itm/1')],
    ['a comparable item with a javascript: address', withUrl('javascript:alert(1)//https://www.ebay.com/itm/1')],
    ['a comparable item with an address on another site', withUrl('https://example.com/itm/1')],
    ['a comparable item with an address on another eBay subdomain', withUrl('https://pages.ebay.com/itm/1')],
    ['a comparable item with an http address', withUrl('http://www.ebay.com/itm/1')],
    [
      'a comparable item with an eBay address that is not a listing',
      withUrl('https://www.ebay.com/sch/i.html?_nkw=lamp'),
    ],
    ['a comparable item with an address with a space', withUrl('https://www.ebay.com/itm/1 2')],
    ['a comparable item with an address over 300 characters after /itm/', withUrl(`${LONGEST_EBAY_URL}9`)],
    ['a comparable item with an address that is not a string', withUrl(42)],
    [
      'a comparable item without a price',
      { comparableItems: [{ title: 'Lamp', platform: 'ebay', condition: 'used' }] },
    ],
    ['a comparable item with a negative price', { comparableItems: [{ ...comparable, price: -1 }] }],
    ['a comparable item with a price that is a string', { comparableItems: [{ ...comparable, price: '10' }] }],
    ['a comparable item with a platform that is a number', { comparableItems: [{ ...comparable, platform: 5 }] }],
    [
      'a comparable item with a platform over 100 characters',
      { comparableItems: [{ ...comparable, platform: over(100) }] },
    ],
    [
      'a comparable item with a condition over 100 characters',
      { comparableItems: [{ ...comparable, condition: over(100) }] },
    ],
    ['a comparable item with a title over 200 characters', { comparableItems: [{ ...comparable, title: over(200) }] }],
    ['a comparable item that is not a map', { comparableItems: ['Lamp $10', 'abcd'] }],
    [
      'a comparable item with another key in place of one',
      { comparableItems: [{ title: 'Lamp', price: 10, platform: 'ebay', url: 'https://example.com' }] },
    ],
    [
      `a bad comparable item in place ${COMPARABLES_MAX}`,
      {
        comparableItems: [
          ...Array.from({ length: COMPARABLES_MAX - 1 }, () => comparable),
          { ...comparable, url: 'https://evil.example/itm/1' },
        ],
      },
    ],
    ['evidence with an unknown key', withEvidence({ sold: 3 })],
    ['evidence with a key in place of one', { evidence: { ...evidenceWithout('demo'), sold: true } }],
    ['evidence from another source', withEvidence({ source: 'amazon' })],
    ['evidence of another kind', withEvidence({ kind: 'sold' })],
    ['evidence with a negative median', withEvidence({ median: -1, low: -2 })],
    ['evidence with a negative low', withEvidence({ low: -1 })],
    ['evidence with low above high', withEvidence({ low: 60, median: 42, high: 55 })],
    ['evidence with the median outside the middle half', withEvidence({ median: 80 })],
    ['evidence with a median that is a string', withEvidence({ median: '42' })],
    ['evidence with a count over 10000', withEvidence({ count: 10001 })],
    ['evidence with a count that is not whole', withEvidence({ count: 2.5 })],
    ['evidence with a count that is a string', withEvidence({ count: '12' })],
    ['evidence with a fetchedAt that is not a string', withEvidence({ fetchedAt: Timestamp.now() })],
    ['evidence with a fetchedAt that is a number', withEvidence({ fetchedAt: Date.now() })],
    ['evidence with a fetchedAt that is not a date and time', withEvidence({ fetchedAt: 'yesterday' })],
    [
      'evidence with a fetchedAt over 40 characters',
      withEvidence({ fetchedAt: `2026-11-26T10:00:00.${'0'.repeat(30)}Z` }),
    ],
    ['evidence with a demo that is not a boolean', withEvidence({ demo: 'no' })],
    ['evidence without its fetchedAt', { evidence: evidenceWithout('fetchedAt') }],
    ['AI evidence with eBay keys', { evidence: { ...ebayEvidence(), source: 'ai', reason: 'not-enough-data' } }],
    ['AI evidence with a count', { evidence: { source: 'ai', reason: 'unavailable', count: 3 } }],
    ['AI evidence with another reason', { evidence: { source: 'ai', reason: 'guess' } }],
    ['AI evidence without a reason', { evidence: { source: 'ai' } }],
    ['evidence with a search over 100 characters', withEvidence({ query: 'q'.repeat(101) })],
    ['evidence with an empty search', withEvidence({ query: '' })],
    ['evidence with a search of two lines', withEvidence({ query: 'iPhone\n11' })],
    ['evidence with a search that is not a string', withEvidence({ query: 11 })],
    [
      'AI evidence with a search and another key',
      { evidence: { source: 'ai', reason: 'disagrees', query: 'x', count: 1 } },
    ],
    ['evidence that is a string', { evidence: 'ebay' }],
    ['a thumbnail over 200 KB', { thumbnail: `data:image/jpeg;base64,${'A'.repeat(THUMBNAIL_MAX)}` }],
    ['a thumbnail that is not an image data URL', { thumbnail: 'https://example.com/lamp.jpg' }],
    ['a thumbnail that is not a string', { thumbnail: 12 }],
    ['sharedTo with a marketplace outside the catalogue', { sharedTo: ['amazon'] }],
    ['sharedTo with a marketplace twice', { sharedTo: ['ebay', 'ebay'] }],
    ['sharedTo not a list', { sharedTo: 'ebay' }],
    ['a createdAt from the client clock', { createdAt: Timestamp.fromMillis(Date.now() - 60_000) }],
    ['an updatedAt from the client clock', { updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }],
    ['a createdAt that is a number', { createdAt: Date.now() }],
  ];

  it.each(invalid)('refuses a new listing with %s', async (_what, fields) => {
    await assertFails(setDoc(doc(as('alice'), path('alice')), created(fields)));
  });

  it.each([
    'itemName',
    'title',
    'description',
    'category',
    'condition',
    'keywords',
    'price',
    'priceRange',
    'confidence',
    'comparableItems',
    'sharedTo',
    'createdAt',
    'updatedAt',
  ])('refuses a new listing without %s', async (field) => {
    const { [field]: _left, ...rest } = created();
    await assertFails(setDoc(doc(as('alice'), path('alice')), rest));
  });
});

describe('firestore.rules: updates', () => {
  beforeEach(() => seed('alice'));

  it('accepts an edit and a share with a server updatedAt, keeping createdAt', async () => {
    const ref = doc(as('alice'), path('alice'));
    await assertSucceeds(
      updateDoc(ref, { title: 'Brass desk lamp', description: 'Works.', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(updateDoc(ref, { sharedTo: arrayUnion('ebay'), updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { brandName: deleteField(), updatedAt: serverTimestamp() }));
  });

  it('accepts the seller choosing another price and shipping, with the title that carries the price', async () => {
    const ref = doc(as('alice'), path('alice'));
    await assertSucceeds(
      updateDoc(ref, { price: 39, title: 'Vintage brass desk lamp - $39', shipping: 0, updatedAt: serverTimestamp() }),
    );
    const stored = (await getDoc(ref)).data();
    expect(stored).toMatchObject({
      price: 39,
      title: 'Vintage brass desk lamp - $39',
      shipping: 0,
      estimatedPrice: 50,
    });
  });

  it('accepts a price and a shipping added to a listing saved before they existed', async () => {
    await seed('alice', 'old', older());
    const ref = doc(as('alice'), path('alice', 'old'));
    await assertSucceeds(
      updateDoc(ref, { price: 40, title: 'Lamp - $40', shipping: 12, updatedAt: serverTimestamp() }),
    );
    expect((await getDoc(ref)).data()).toMatchObject({ price: 40, shipping: 12 });
    expect((await getDoc(ref)).data()).not.toHaveProperty('estimatedPrice');
  });

  it('refuses an edit of the price or the shipping to a negative number or a string', async () => {
    const ref = doc(as('alice'), path('alice'));
    const edit = (fields: Record<string, unknown>) =>
      updateDoc(ref, { title: 'Lamp', price: 39, shipping: 5, ...fields, updatedAt: serverTimestamp() });
    await assertSucceeds(edit({}));
    await assertFails(edit({ price: -39 }));
    await assertFails(edit({ price: '39' }));
    await assertFails(edit({ shipping: -5 }));
    await assertFails(edit({ shipping: '5' }));
    await assertFails(edit({ estimatedPrice: -1 }));
    await assertFails(edit({ estimatedPrice: '50' }));
    // Nothing of the refused edits landed.
    expect((await getDoc(ref)).data()).toMatchObject({ price: 39, shipping: 5, estimatedPrice: 50 });
  });

  const sale = (fields: Record<string, unknown> = {}) => ({
    price: 40,
    marketplace: 'ebay',
    date: '2026-11-26',
    ...fields,
  });
  const invalidTracking: [string, Record<string, unknown>][] = [
    ['a status outside the four', { status: 'pending' }],
    ['a status that is not a string', { status: 1 }],
    ['a listed status without a marketplace', { status: 'listed', sharedTo: [] }],
    ['a sold status without the sale', { status: 'sold' }],
    ['a sale on a listed item', { status: 'listed', sharedTo: ['ebay'], sold: sale() }],
    ['a sale on an item without a status (a draft)', { sold: sale() }],
    ['a sale with a negative price', { status: 'sold', sold: sale({ price: -1 }) }],
    ['a sale at Infinity', { status: 'sold', sold: sale({ price: Infinity }) }],
    ['a sale over 1,000,000', { status: 'sold', sold: sale({ price: 1000001 }) }],
    ['a sale with a price that is a string', { status: 'sold', sold: sale({ price: '40' }) }],
    ['a sale on a marketplace outside the catalogue', { status: 'sold', sold: sale({ marketplace: 'amazon' }) }],
    ['a sale with a date that is not YYYY-MM-DD', { status: 'sold', sold: sale({ date: 'yesterday' }) }],
    ['a sale with a date that is a timestamp', { status: 'sold', sold: sale({ date: Timestamp.now() }) }],
    ['a sale with an unknown key', { status: 'sold', sold: sale({ buyer: 'bob' }) }],
    ['a sale without its date', { status: 'sold', sold: { price: 40, marketplace: 'ebay' } }],
    ['a link on a marketplace outside the catalogue', { links: { amazon: 'https://www.amazon.com/dp/1' } }],
    ['a link outside the catalogue domains', { links: { ebay: 'https://evil.example/itm/1' } }],
    ['a link on a look-alike domain', { links: { ebay: 'https://ebay.com.evil.example/itm/1' } }],
    ['a link on a domain ending like one', { links: { ebay: 'https://notebay.com/itm/1' } }],
    ['an http link', { links: { ebay: 'http://www.ebay.com/itm/1' } }],
    ['a javascript: link', { links: { ebay: 'javascript:alert(1)//https://www.ebay.com/' } }],
    ['a link with a space', { links: { ebay: 'https://www.ebay.com/itm/1 2' } }],
    ['a link over 300 characters after the host', { links: { ebay: `${longestLink('ebay')}9` } }],
    ['a link that is not a string', { links: { ebay: 42 } }],
    ['links that are a list', { links: ['https://www.ebay.com/itm/1'] }],
    ['a tick on a marketplace outside the catalogue', { delistedFrom: ['amazon'] }],
    ['ticks that are not a list', { delistedFrom: 'ebay' }],
    ['sharedTo with a marketplace outside the catalogue', { sharedTo: ['amazon'] }],
    ['sharedTo with a marketplace twice', { sharedTo: ['ebay', 'ebay'] }],
    ['a time on a marketplace outside the catalogue', { listedAt: { amazon: Timestamp.now() } }],
    ['a time as a number of milliseconds', { listedAt: { ebay: Date.now() } }],
    ['a time as a string', { listedAt: { ebay: '2026-11-26T10:00:00Z' } }],
    ['a time that is null', { listedAt: { ebay: null } }],
    ['a time more than a day ahead of the server', { listedAt: { ebay: Timestamp.fromMillis(Date.now() + 2 * DAY) } }],
    ['a bad time after eight good ones', { listedAt: { ...listedAt(), ebay: 'yesterday' } }],
    [
      'ten times (one on a marketplace outside the catalogue)',
      { listedAt: { ...listedAt(), amazon: Timestamp.now() } },
    ],
    ['times that are a list', { listedAt: [Timestamp.now()] }],
    ['times that are a timestamp', { listedAt: Timestamp.now() }],
    ['a time written in place of the map', { 'listedAt.amazon': serverTimestamp() }],
  ];

  it.each(invalidTracking)('refuses an update to %s', async (_what, fields) => {
    const ref = doc(as('alice'), path('alice'));
    await assertFails(updateDoc(ref, { ...fields, updatedAt: serverTimestamp() }));
  });

  it('records when it was listed where: a share stamps the server time, the seller and undo their own', async () => {
    const ref = doc(as('alice'), path('alice'));
    await assertSucceeds(
      updateDoc(ref, {
        sharedTo: arrayUnion('ebay'),
        'listedAt.ebay': serverTimestamp(),
        status: 'listed',
        updatedAt: serverTimestamp(),
      }),
    );
    // The device's clock a little ahead of the server's, and a time put back by undo.
    const ahead = Timestamp.fromMillis(Date.now() + 60_000);
    const earlier = Timestamp.fromMillis(Date.now() - 30 * DAY);
    await assertSucceeds(
      updateDoc(ref, {
        sharedTo: ['ebay', 'vinted'],
        listedAt: { ebay: earlier, vinted: ahead },
        updatedAt: serverTimestamp(),
      }),
    );
    // A marketplace taken off takes its time with it; no times at all is fine too.
    await assertSucceeds(
      updateDoc(ref, { sharedTo: ['vinted'], 'listedAt.ebay': deleteField(), updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(updateDoc(ref, { listedAt: deleteField(), updatedAt: serverTimestamp() }));
    expect((await getDoc(ref)).data()).not.toHaveProperty('listedAt');
  });

  it("keeps another seller and a signed-out caller from a listing's times", async () => {
    const times = { sharedTo: ['ebay'], listedAt: { ebay: serverTimestamp() }, updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(as('bob'), path('alice')), times));
    await assertFails(updateDoc(doc(anonymous(), path('alice')), times));
    await assertFails(updateDoc(doc(asProvider('alice', 'anonymous'), path('alice')), times));
    await assertSucceeds(updateDoc(doc(as('alice'), path('alice')), times));
  });

  it('refuses an update with an unknown key', async () => {
    const ref = doc(as('alice'), path('alice'));
    await assertFails(updateDoc(ref, { owner: 'bob', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { soldPrice: 40, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { id: 'one', updatedAt: serverTimestamp() }));
  });

  it('refuses prices of Infinity, NaN or over 1,000,000 in an edit', async () => {
    const ref = doc(as('alice'), path('alice'));
    await assertFails(updateDoc(ref, { price: Infinity, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { price: NaN, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { price: 1e7, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { shipping: Infinity, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { price: 1000000, updatedAt: serverTimestamp() }));
  });

  it('follows an item from draft to listed (a share, or by hand with its link) to sold, then archived', async () => {
    const ref = doc(as('alice'), path('alice'));
    await assertSucceeds(
      updateDoc(ref, { sharedTo: arrayUnion('ebay'), status: 'listed', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(ref, {
        sharedTo: ['ebay', 'craigslist'],
        links: {
          ebay: 'https://www.ebay.com/itm/123',
          craigslist: 'https://sfbay.craigslist.org/sfc/for/d/lamp/1.html',
        },
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(ref, {
        status: 'sold',
        sold: { price: 40, marketplace: 'ebay', date: '2026-11-26' },
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(updateDoc(ref, { delistedFrom: ['craigslist'], updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { status: 'archived', updatedAt: serverTimestamp() }));
    expect((await getDoc(ref)).data()).toMatchObject({
      status: 'archived',
      sold: { price: 40, marketplace: 'ebay', date: '2026-11-26' },
      delistedFrom: ['craigslist'],
    });
  });

  it('lets a sold item be not sold after all (back to listed), but not back to a draft', async () => {
    await seed('alice', 'sold', {
      ...listing(),
      sharedTo: ['ebay'],
      status: 'sold',
      sold: { price: 0, marketplace: 'elsewhere', date: '2026-11-26' },
    });
    const ref = doc(as('alice'), path('alice', 'sold'));
    await assertFails(updateDoc(ref, { status: 'draft', sold: deleteField(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { sold: deleteField(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { status: 'listed', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { status: 'listed', sold: deleteField(), updatedAt: serverTimestamp() }));
  });

  it('reads a listing saved before statuses as it was: an older shared listing takes a share and a sale', async () => {
    await seed('alice', 'old', { ...older(), sharedTo: ['ebay'] });
    const ref = doc(as('alice'), path('alice', 'old'));
    await assertSucceeds(updateDoc(ref, { sharedTo: arrayUnion('mercari'), updatedAt: serverTimestamp() }));
    await assertSucceeds(
      updateDoc(ref, {
        status: 'sold',
        sold: { price: 30, marketplace: 'mercari', date: '2026-11-27' },
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses an update that keeps the old updatedAt', async () => {
    await assertFails(updateDoc(doc(as('alice'), path('alice')), { title: 'Brass desk lamp' }));
  });

  it('refuses an update that moves createdAt, even to the server time', async () => {
    await assertFails(
      updateDoc(doc(as('alice'), path('alice')), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
    );
  });

  it('refuses an update that breaks a field', async () => {
    const ref = doc(as('alice'), path('alice'));
    await assertFails(updateDoc(ref, { title: 'x'.repeat(201), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { sharedTo: arrayUnion('myspace'), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { price: -1, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref, { title: deleteField(), updatedAt: serverTimestamp() }));
  });
});

describe('firestore.rules: a listing’s photos (users/{uid}/listings/{id}/photos/{n})', () => {
  const photoPath = (uid: string, n: string, id = 'one') => `${path(uid, id)}/photos/${n}`;
  /** A photo document: the JPEG's bytes and its type. */
  const photo = (bytes = 1000, fields: Record<string, unknown> = {}) => ({
    jpeg: Bytes.fromUint8Array(new Uint8Array(bytes).fill(0xff)),
    type: 'image/jpeg',
    ...fields,
  });

  beforeEach(() => seed('alice'));

  it('lets the seller write, read, list and delete photos of their own listing, ids 0 to 9', async () => {
    const alice = as('alice');
    await assertSucceeds(setDoc(doc(alice, photoPath('alice', '0')), photo()));
    await assertSucceeds(setDoc(doc(alice, photoPath('alice', '9')), photo()));
    await assertSucceeds(setDoc(doc(alice, photoPath('alice', '0')), photo(2000)));
    await assertSucceeds(getDoc(doc(alice, photoPath('alice', '0'))));
    await assertSucceeds(getDocs(collection(alice, `${path('alice')}/photos`)));
    await assertSucceeds(deleteDoc(doc(alice, photoPath('alice', '0'))));
  });

  it('keeps everyone else out: another seller, a visitor’s anonymous identity, no one signed in', async () => {
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), photoPath('alice', '0')), photo()),
    );
    for (const other of [as('bob'), asProvider('alice', 'anonymous'), anonymous()]) {
      await assertFails(getDoc(doc(other, photoPath('alice', '0'))));
      await assertFails(getDocs(collection(other, `${path('alice')}/photos`)));
      await assertFails(setDoc(doc(other, photoPath('alice', '1')), photo()));
      await assertFails(deleteDoc(doc(other, photoPath('alice', '0'))));
    }
  });

  it('refuses a photo of a listing that is not there', async () => {
    await assertFails(setDoc(doc(as('alice'), photoPath('alice', '0', 'gone')), photo()));
  });

  it('bounds the count: ids 0 to 9 only', async () => {
    const alice = as('alice');
    for (const id of ['10', '-1', 'a', 'cover', '01'])
      await assertFails(setDoc(doc(alice, photoPath('alice', id)), photo()));
  });

  it('takes up to 500 KB (512000 bytes) of JPEG, and nothing else', async () => {
    const ref = doc(as('alice'), photoPath('alice', '0'));
    await assertSucceeds(setDoc(ref, photo(512_000)));
    await assertFails(setDoc(ref, photo(512_001)));
    await assertFails(setDoc(ref, photo(0)));
    await assertFails(setDoc(ref, photo(1000, { type: 'image/png' })));
    await assertFails(setDoc(ref, photo(1000, { jpeg: 'data:image/jpeg;base64,/9j/' })));
    await assertFails(setDoc(ref, photo(1000, { caption: 'front' })));
    await assertFails(setDoc(ref, { type: 'image/jpeg' }));
  });
});

describe('firestore.rules: a deleted account', () => {
  /** What the account's deletion writes first (functions/src/accountCleanup.ts). */
  const markDeleted = (uid: string) =>
    env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), `deletedAccounts/${uid}`), { deletedAt: serverTimestamp() }),
    );

  it("refuses every write of its still-valid tokens: no listing, edit or photo comes back; others' are untouched", async () => {
    await seed('alice', 'kept');
    await markDeleted('alice');
    const alice = as('alice');
    await assertFails(setDoc(doc(alice, path('alice', 'new')), created()));
    await assertFails(
      updateDoc(doc(alice, path('alice', 'kept')), { title: 'Back again', updatedAt: serverTimestamp() }),
    );
    await assertFails(
      setDoc(doc(alice, `${path('alice', 'kept')}/photos/0`), {
        jpeg: Bytes.fromUint8Array(new Uint8Array(10)),
        type: 'image/jpeg',
      }),
    );
    // What is left of it may still go; another seller's writes are untouched by the mark.
    await assertSucceeds(deleteDoc(doc(alice, path('alice', 'kept'))));
    await assertSucceeds(setDoc(doc(as('bob'), path('bob', 'new')), created()));
  });

  it('the mark itself is out of every client’s reach', async () => {
    await assertFails(getDoc(doc(as('alice'), 'deletedAccounts/alice')));
    await assertFails(deleteDoc(doc(as('alice'), 'deletedAccounts/alice')));
    await assertFails(setDoc(doc(as('mallory'), 'deletedAccounts/alice'), { deletedAt: serverTimestamp() }));
  });
});

describe('firestore.rules: what one seller may keep (sellerUsage/{uid}, counted by the server)', () => {
  /** The server's count of a seller's listings and photo bytes (functions/src/sellerUsage.ts). */
  const counted = (uid: string, usage: { listings: number; photoBytes: number }) =>
    env.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), `sellerUsage/${uid}`), usage));
  const photoOf = (bytes: number) => ({
    jpeg: Bytes.fromUint8Array(new Uint8Array(bytes).fill(0xff)),
    type: 'image/jpeg',
  });

  it('holds the same ceilings as the app (@snap/shared/contracts)', () => {
    const rules = readFileSync(join(__dirname, '..', '..', 'firestore.rules'), 'utf8');
    expect(rules).toContain(`MAX_LISTINGS_PER_SELLER = ${MAX_LISTINGS_PER_SELLER} listings`);
    expect(rules).toContain(`MAX_PHOTO_BYTES_PER_SELLER = ${MAX_PHOTO_BYTES_PER_SELLER},`);
    expect(rules).toContain(`request.resource.data.jpeg.size() <= ${MAX_PHOTO_BYTES_PER_SELLER};`);
  });

  it('accepts a new listing until the server marks the listings ceiling reached, then refuses one', async () => {
    const alice = as('alice');
    await assertSucceeds(setDoc(doc(alice, path('alice', 'first')), created()));
    await counted('alice', { listings: MAX_LISTINGS_PER_SELLER - 1, photoBytes: 0 });
    await assertSucceeds(setDoc(doc(alice, path('alice', 'last')), created()));
    await env.withSecurityRulesDisabled((context) =>
      setDoc(doc(context.firestore(), `sellerUsage/alice/${CEILINGS}/listings`), { reached: true }),
    );
    await assertFails(setDoc(doc(alice, path('alice', 'one-too-many')), created()));
    // At the ceiling, what is kept can still be edited, and deleted to make room.
    await assertSucceeds(
      updateDoc(doc(alice, path('alice', 'last')), { title: 'Edited', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(deleteDoc(doc(alice, path('alice', 'last'))));
    // Another seller's count is theirs alone.
    await assertSucceeds(setDoc(doc(as('bob'), path('bob', 'first')), created()));
  });

  it('accepts a photo that fits in the photo bytes ceiling, and refuses one that would pass it', async () => {
    await seed('alice');
    const alice = as('alice');
    await counted('alice', { listings: 1, photoBytes: MAX_PHOTO_BYTES_PER_SELLER - 1000 });
    await assertSucceeds(setDoc(doc(alice, `${path('alice')}/photos/0`), photoOf(1000)));
    await counted('alice', { listings: 1, photoBytes: MAX_PHOTO_BYTES_PER_SELLER - 999 });
    await assertFails(setDoc(doc(alice, `${path('alice')}/photos/1`), photoOf(1000)));
  });

  it('lets the seller read their own count, and no one write it', async () => {
    await counted('alice', { listings: 3, photoBytes: 3000 });
    await assertSucceeds(getDoc(doc(as('alice'), 'sellerUsage/alice')));
    await assertFails(getDoc(doc(as('bob'), 'sellerUsage/alice')));
    await assertFails(getDoc(doc(asProvider('alice', 'anonymous'), 'sellerUsage/alice')));
    await assertFails(setDoc(doc(as('alice'), 'sellerUsage/alice'), { listings: 0, photoBytes: 0 }));
    await assertFails(deleteDoc(doc(as('alice'), 'sellerUsage/alice')));
    await assertFails(deleteDoc(doc(as('alice'), `sellerUsage/alice/${CEILINGS}/listings`)));
  });
});
