/** An identification made the edition its ISBN names. */
import type { ItemIdentification } from '@snap/shared/contracts';
import { identifiedAsBook } from '../bookItem';

const BOOK = {
  isbn: '9780316030571',
  title: 'Use of Weapons',
  authors: ['Iain M. Banks'],
  publishers: ['Orbit'],
};

const MODEL: ItemIdentification = {
  itemName: 'Paperback novel',
  category: 'Collectibles',
  description: 'A paperback with a creased spine.',
  condition: 'Creased spine',
  suggestedKeywords: ['book'],
  marketplaceCategories: { ebay: 'Fiction', facebook: 'Books', mercari: 'Books', poshmark: 'Books' },
  estimatedCondition: 'fair',
  brandName: 'Orbit',
  features: [],
  suggestedTitle: 'Paperback novel',
  suggestedDescription: 'A paperback.',
  photoRequest: "Add a photo of any maker's mark under the base",
};

describe('identifiedAsBook', () => {
  it('names the edition, keeps what the photos show, and asks for no further photo', () => {
    const book = identifiedAsBook(MODEL, BOOK);
    expect(book).toMatchObject({
      itemName: 'Use of Weapons by Iain M. Banks',
      category: 'Books',
      modelNumber: 'ISBN 9780316030571',
      condition: 'Creased spine',
      description: 'A paperback with a creased spine.',
    });
    expect(book).not.toHaveProperty('brandName');
    expect(book).not.toHaveProperty('photoRequest');
  });
});
