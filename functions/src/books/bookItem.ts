/**
 * An identification made a book's: when a barcode in the photos is an ISBN that names a book, the
 * item is that edition, whatever the model made of its cover. Its name is the title and first
 * author, its model number the ISBN (saved with the listing), its category Books, it has no brand,
 * the market is asked by the title and author when the ISBN finds too few, and no further photo is
 * asked for. The model's description, condition and features stay: they say what the photos show
 * (the copy's wear), which the ISBN cannot.
 */
import type { ItemIdentification } from '@snap/shared/contracts';
import { ITEM_TEXT_LIMITS } from '../itemLimits';
import type { Book } from './openLibraryBooks';

const cut = (value: string, max: number) => value.slice(0, max).trim();

export function identifiedAsBook(item: ItemIdentification, book: Book): ItemIdentification {
  const [author] = book.authors;
  const named = author ? `${book.title} by ${author}` : book.title;
  // A book has no brand a buyer searches by: what the model read off the cover would only narrow
  // the search to the wrong words. And the ISBN names the edition: no photo the model asked for (a
  // label, a maker's mark) would change it.
  const { brandName: _brand, photoRequest: _request, ...rest } = item;
  return {
    ...rest,
    itemName: cut(named, ITEM_TEXT_LIMITS.itemName),
    category: 'Books',
    modelNumber: `ISBN ${book.isbn}`,
    searchQuery: cut(author ? `${book.title} ${author}` : book.title, ITEM_TEXT_LIMITS.searchQuery),
    marketplaceCategories: { ...item.marketplaceCategories, ebay: 'Books' },
    suggestedTitle: cut(named, ITEM_TEXT_LIMITS.suggestedTitle),
  };
}
