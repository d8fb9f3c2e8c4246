import { SHARE_MAX_IMAGES } from '@snap/shared';
import { makeItem, makePhoto } from '../../../testing/fixtures';
import { buildShareData, buildShareTitle, orderShareImages } from '../shareData';
import { conditionLabel, formatPrice } from '@snap/shared/format';

describe('buildShareTitle', () => {
  it.each([
    { brand: 'Salomon', name: 'Trail Running Shoes', price: 85, title: 'Salomon Trail Running Shoes - $85' },
    { brand: undefined, name: 'Oak Side Table', price: 40, title: 'Oak Side Table - $40' },
    { brand: '  ', name: 'Oak Side Table', price: 40, title: 'Oak Side Table - $40' },
    { brand: 'Apple', name: ' iPad Air ', price: 249.5, title: 'Apple iPad Air - $249.50' },
    { brand: 'Herman Miller', name: 'Aeron Chair', price: 1200, title: 'Herman Miller Aeron Chair - $1,200' },
    { brand: 'Canon', name: 'Canon AE-1 Program', price: 180, title: 'Canon AE-1 Program - $180' },
    { brand: 'canon', name: 'CANON AE-1', price: 180, title: 'CANON AE-1 - $180' },
  ])('$title', ({ brand, name, price, title }) => {
    expect(buildShareTitle(brand, name, price)).toBe(title);
  });
});

describe('orderShareImages', () => {
  const photos = ['1', '2', '3'].map((id) => makePhoto(id));

  it('puts the selected photo first, then the rest in order', () => {
    expect(orderShareImages(photos, '2')).toEqual([photos[1].blob, photos[0].blob, photos[2].blob]);
  });

  it('keeps the order when nothing is selected', () => {
    expect(orderShareImages(photos, null)).toEqual(photos.map((p) => p.blob));
  });

  it(`shares at most ${SHARE_MAX_IMAGES} images, the selected one always included`, () => {
    const many = Array.from({ length: 14 }, (_, i) => makePhoto(String(i)));
    const images = orderShareImages(many, '13');
    expect(images).toHaveLength(SHARE_MAX_IMAGES);
    expect(images[0]).toBe(many[13].blob);
  });
});

describe('buildShareData', () => {
  it('uses the edited name and description, the chosen price and shipping, keywords as tags, and the photos', () => {
    const photos = [makePhoto('a'), makePhoto('b')];
    const data = buildShareData(
      makeItem(),
      { name: 'XA Pro Trail Shoes', description: 'Edited. Really.' },
      { price: 92, shipping: 9 },
      photos,
      'b',
    );
    expect(data).toEqual({
      title: 'Salomon XA Pro Trail Shoes - $92',
      description: 'Edited. Really.',
      image: photos[1].blob,
      images: [photos[1].blob, photos[0].blob],
      price: 92,
      shipping: 9,
      marketplaceCategories: { ebay: 'Athletic Shoes', facebook: 'Shoes', mercari: 'Shoes', poshmark: 'Sneakers' },
      condition: 'like-new',
      category: 'Shoes',
      tags: ['trail running', 'shoes', 'size 10'],
    });
  });

  it('has no image when every photo was removed', () => {
    const data = buildShareData(
      makeItem({ brandName: undefined }),
      { name: 'Shoes', description: 'd' },
      { price: 85, shipping: 8 },
      [],
      null,
    );
    expect(data.image).toBeUndefined();
    expect(data.images).toEqual([]);
    expect(data.title).toBe('Shoes - $85');
  });
});

describe('formatting', () => {
  it.each([
    [0, '$0'],
    [85, '$85'],
    [12.5, '$12.50'],
    [1234, '$1,234'],
  ])('formatPrice(%s) = %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text);
  });

  it.each([
    ['like-new', 'Like New'],
    ['good', 'Good'],
    ['new', 'New'],
  ])('conditionLabel(%s) = %s', (condition, label) => {
    expect(conditionLabel(condition)).toBe(label);
  });
});
