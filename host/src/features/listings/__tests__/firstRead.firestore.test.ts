/**
 * The first read of a seller's listings over the REST API, against the Firestore emulator and its
 * real rules: what the SDK saved reads back the same, newest first; another seller's token is refused.
 */
import { createMockUserToken } from '@firebase/util';
import { readListingsOnce } from '../firstRead';
import { closeSellers, emulatorHost, LAMP, PROJECT, sellerPort, synced } from '../../../testing/firestoreSellers';

const uid = () => `u${Math.random().toString(36).slice(2, 10)}`;
const tokenOf = (sub: string) => createMockUserToken({ sub, user_id: sub }, PROJECT);
const config = () => {
  const { host, port } = emulatorHost();
  return {
    firebase: { apiKey: 'demo-api-key', authDomain: '', projectId: PROJECT },
    emulators: { firestore: `${host}:${port}` },
  };
};

afterAll(closeSellers);

describe('the first read of the listings (REST, emulator, real rules)', () => {
  it('reads back what the SDK saved, every field, newest first', async () => {
    const seller = uid();
    const port = sellerPort(seller);
    const first = await port.save(LAMP, []);
    const floor = { ...LAMP, itemName: 'Floor lamp', brandName: undefined, price: 120, estimatedPrice: undefined };
    const second = await port.save({ ...floor, shipping: 0 }, []);
    await synced(port);
    const listings = await readListingsOnce(config(), seller, tokenOf(seller));
    expect(listings.map((listing) => listing.id)).toEqual([second, first]);
    expect(listings[1]).toEqual(await port.get(first));
    expect(listings[1]).toMatchObject({ price: 45, estimatedPrice: 50, shipping: 8.5 });
    // Whole numbers come over REST as integerValue strings: 0 reads as 0, not as absent.
    expect(listings[0]).toMatchObject({ itemName: 'Floor lamp', price: 120, shipping: 0 });
    expect(listings[0]).not.toHaveProperty('brandName');
    expect(listings[0]).not.toHaveProperty('estimatedPrice');
  });

  it('a seller with nothing saved yet gets an empty list', async () => {
    const seller = uid();
    expect(await readListingsOnce(config(), seller, tokenOf(seller))).toEqual([]);
  });

  it("refuses to read another seller's listings", async () => {
    const owner = uid();
    const port = sellerPort(owner);
    await port.save(LAMP, []);
    await synced(port);
    await expect(readListingsOnce(config(), owner, tokenOf(uid()))).rejects.toThrow('HTTP 403');
  });
});
