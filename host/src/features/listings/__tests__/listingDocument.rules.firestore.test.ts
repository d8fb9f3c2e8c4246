/**
 * The client's clamps and firestore.rules held to the same limits: whatever the AI or the seller
 * hands the app, the document it writes is one the rules accept (a refusal would lose the save
 * after the screen said "Saved"). Each hostile listing goes through the app's own document
 * builders and then through the real rules on the Firestore emulator (npm run test:emulators).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import type { ComparableItem, NewListing } from '@snap/shared';
import { listingEditDocument, newListingDocument, replacedListingDocument } from '../listingDocument';

let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('error');
  env = await initializeTestEnvironment({
    projectId: 'demo-clamps-test',
    firestore: { rules: readFileSync(join(__dirname, '..', '..', '..', '..', '..', 'firestore.rules'), 'utf8') },
  });
}, 120_000);
afterEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const seller = () => env.authenticatedContext('alice').firestore();
const ref = (id: string) => doc(seller(), `users/alice/listings/${id}`);

const long = (n: number, text = 'x') => text.repeat(n);
const hostileComparable = (i: number): ComparableItem => ({
  title: long(500, 'é'),
  price: i % 3 === 0 ? Number.NaN : i % 3 === 1 ? -5 : Number.POSITIVE_INFINITY,
  platform: long(300),
  condition: long(300),
  url: i % 2 ? `https://www.ebay.com/itm/${long(400, '1')}` : 'javascript:alert(1)',
});

/** Everything past every limit the rules check, as an AI reply or a damaged record could carry. */
function hostile(): NewListing {
  return {
    itemName: long(5000, 'Ω'),
    title: `${long(300)}\nsecond line`,
    description: long(20_000),
    category: long(400),
    brandName: long(400),
    modelNumber: long(400),
    condition: 'good',
    keywords: Array.from({ length: 80 }, (_, i) => `${long(100, 'k')}\n${i}\t\r`),
    price: Number.POSITIVE_INFINITY,
    estimatedPrice: -1,
    shipping: Number.NaN,
    priceRange: { min: 5_000_000, max: -3 },
    confidence: 250,
    comparableItems: Array.from({ length: 40 }, (_, i) => hostileComparable(i)),
    evidence: {
      source: 'ebay',
      kind: 'asking',
      count: 1e9,
      median: 42,
      low: 35,
      high: 55,
      fetchedAt: '2026-11-26T10:00:00.000Z',
      demo: false,
      query: `${long(150)}\nmore`,
    },
    // A thumbnail the device made too large, and one that is not an image at all.
    thumbnail: `data:image/jpeg;base64,${long(300 * 1024, 'A')}`,
  } as unknown as NewListing;
}

describe("the app's listing documents and firestore.rules agree on every limit", () => {
  it('a new listing past every limit is cut to fit and saved, not refused', async () => {
    await assertSucceeds(setDoc(ref('one'), newListingDocument(hostile(), serverTimestamp())));
  });

  it('a thumbnail that is not an image is left out, not refused', async () => {
    const listing = { ...hostile(), thumbnail: 'data:text/html;base64,PGI+' } as NewListing;
    await assertSucceeds(setDoc(ref('one'), newListingDocument(listing, serverTimestamp())));
  });

  it('a new analysis past every limit replaces a listing, and a seller’s edit past every limit saves', async () => {
    const modest = { ...hostile(), thumbnail: undefined, comparableItems: [], evidence: undefined } as NewListing;
    await assertSucceeds(setDoc(ref('one'), newListingDocument(modest, serverTimestamp())));
    await assertSucceeds(updateDoc(ref('one'), replacedListingDocument(hostile(), serverTimestamp(), deleteField())));
    await assertSucceeds(
      updateDoc(ref('one'), {
        ...listingEditDocument(
          {
            itemName: long(900),
            title: long(900),
            description: long(9000),
            price: -20,
            shipping: Number.POSITIVE_INFINITY,
            thumbnail: `data:image/png;base64,${long(250 * 1024, 'B')}`,
          },
          deleteField(),
        ),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
