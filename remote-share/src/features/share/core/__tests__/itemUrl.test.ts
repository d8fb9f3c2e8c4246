import { itemUrl, withItemUrl } from '../itemUrl';

const DATA = { title: 't', description: '', price: 1, condition: 'good', category: 'c', tags: [] };

describe('item url', () => {
  it('points at the camera screen, with the listing when there is one', () => {
    expect(itemUrl('https://snap.example')).toBe('https://snap.example/camera');
    expect(itemUrl('https://snap.example', 'a b')).toBe('https://snap.example/camera?listing=a+b');
  });

  it('fills a missing url and keeps a given one', () => {
    expect(withItemUrl({ ...DATA, listingId: 'L1' }, 'http://h:1').url).toBe('http://h:1/camera?listing=L1');
    expect(withItemUrl({ ...DATA, url: 'https://given' }, 'http://h:1').url).toBe('https://given');
  });
});
