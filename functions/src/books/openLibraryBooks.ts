/**
 * A book's title and authors from its ISBN: the port the analysis asks when a barcode in the photos
 * is an ISBN, and its one adapter, Open Library's Books API
 * (`GET /api/books?bibkeys=ISBN:<isbn>&format=json&jscmd=data`; no key). A book is then named and
 * priced as the edition it is, not as whatever the model read off its cover.
 *
 * Open Library answers a lookup keyed by the string sent ("ISBN:9780316030571"), and a miss by
 * leaving the key out of a 200 `{}`. Whatever goes wrong (no answer within the budget, an error, a
 * reply it cannot read) the lookup finds nothing: the analysis goes on as it would without the code.
 */

export interface Book {
  isbn: string;
  title: string;
  authors: string[];
  publishers: string[];
  /** As Open Library writes it ("July 28, 2008", "1991"). */
  publishDate?: string;
}

export interface BookLookup {
  /** The book with this ISBN-13, or none (unknown, or no answer within `budgetMs`). Never rejects. */
  byIsbn(isbn13: string, options: { signal?: AbortSignal; budgetMs: number }): Promise<Book | undefined>;
}

/** The most of a name or title kept: a record is a wiki's, and may hold anything. */
const MAX_TEXT = 200;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_TEXT) : undefined;

/** The `name`s of a list of `{ name }` (authors, publishers), skipping what has none. */
const names = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((entry) => (isRecord(entry) ? text(entry.name) : undefined))
        .filter((name): name is string => name !== undefined)
        .slice(0, 5)
    : [];

/** Reads Open Library's answer for `isbn`: the book, or none for a miss or a record without a title. */
export function bookFromOpenLibrary(reply: unknown, isbn: string): Book | undefined {
  const record = isRecord(reply) ? reply[`ISBN:${isbn}`] : undefined;
  if (!isRecord(record)) return undefined;
  const title = text(record.title);
  if (!title) return undefined;
  const subtitle = text(record.subtitle);
  const publishDate = text(record.publish_date);
  return {
    isbn,
    title: subtitle ? `${title}: ${subtitle}`.slice(0, MAX_TEXT) : title,
    authors: names(record.authors),
    publishers: names(record.publishers),
    ...(publishDate ? { publishDate } : {}),
  };
}

export interface OpenLibraryOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Told why a lookup found nothing (the function log). */
  note?(message: string): void;
}

export function openLibraryBooks({
  baseUrl,
  fetch: fetchFn = fetch,
  note = () => undefined,
}: OpenLibraryOptions): BookLookup {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    async byIsbn(isbn13, { signal, budgetMs }) {
      if (!/^97[89]\d{10}$/.test(isbn13) || budgetMs <= 0) return undefined;
      const timeout = AbortSignal.timeout(budgetMs);
      const url = `${root}/api/books?${new URLSearchParams({ bibkeys: `ISBN:${isbn13}`, format: 'json', jscmd: 'data' })}`;
      try {
        const response = await fetchFn(url, {
          headers: { accept: 'application/json' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (!response.ok) {
          await response.body?.cancel();
          note(`book lookup answered ${response.status}`);
          return undefined;
        }
        const book = bookFromOpenLibrary(await response.json(), isbn13);
        if (!book) note(`no book with ISBN ${isbn13}`);
        return book;
      } catch (error) {
        note(`book lookup failed: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      }
    },
  };
}
