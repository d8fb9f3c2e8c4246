/**
 * @jest-environment node
 */
import { fromStorable, toStorable } from '../storableBlobs';

describe('storable blobs', () => {
  it('keeps Blobs at any depth as their bytes and type, and gives them back', async () => {
    const record = {
      photos: [
        { id: 'a', blob: new Blob(['front'], { type: 'image/jpeg' }), analysisImage: new Blob(['small']) },
        { id: 'b', blob: new Blob(['back'], { type: 'image/png' }), analysisImage: new Blob(['tiny']) },
      ],
      savedAt: 5,
      note: null,
    };
    const stored = await toStorable(record);
    // Nothing a WebKit session that keeps nothing on disk would refuse.
    expect(JSON.stringify(stored, (_key, value) => (value instanceof Blob ? 'BLOB' : value))).not.toContain('BLOB');
    const back = fromStorable<typeof record>(structuredClone(stored));
    expect(back.savedAt).toBe(5);
    expect(back.note).toBeNull();
    expect(back.photos[1].blob).toBeInstanceOf(Blob);
    expect(back.photos[1].blob.type).toBe('image/png');
    expect(await back.photos[0].blob.text()).toBe('front');
    expect(await back.photos[1].analysisImage.text()).toBe('tiny');
  });

  it('reads a record kept with Blobs before as it was', async () => {
    const blob = new Blob(['old'], { type: 'image/jpeg' });
    expect(fromStorable<Blob[]>([blob])[0]).toBe(blob);
  });
});
