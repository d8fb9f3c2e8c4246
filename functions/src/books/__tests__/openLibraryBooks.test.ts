/**
 * The book lookup: its reader against Open Library's real published answer
 * (../__fixtures__/openlibrary/), and the adapter over real HTTP against the stand-in
 * (scripts/openlibrary-standin.mjs).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startOpenLibraryStandIn, type OpenLibraryStandIn } from '../../../../scripts/openlibrary-standin.mjs';
import { bookFromOpenLibrary, openLibraryBooks } from '../openLibraryBooks';

const recorded = JSON.parse(
  readFileSync(join(__dirname, '../__fixtures__/openlibrary/api-books-jscmd-data-9780316030571.json'), 'utf8'),
) as unknown;

describe("reading Open Library's answer", () => {
  it('takes the title, authors, publishers and date of the real answer, and nothing of its wiki', () => {
    expect(bookFromOpenLibrary(recorded, '9780316030571')).toEqual({
      isbn: '9780316030571',
      title: 'Use of Weapons',
      authors: ['Iain M. Banks'],
      publishers: ['Orbit'],
      publishDate: 'July 28, 2008',
    });
  });

  it('finds nothing in a miss (a 200 `{}`), under another key, or in a record without a title', () => {
    expect(bookFromOpenLibrary({}, '9780316030571')).toBeUndefined();
    expect(bookFromOpenLibrary(recorded, '9780306406157')).toBeUndefined();
    expect(bookFromOpenLibrary({ 'ISBN:9780306406157': { title: ' ', authors: [] } }, '9780306406157')).toBeUndefined();
    expect(bookFromOpenLibrary(null, '9780306406157')).toBeUndefined();
    expect(bookFromOpenLibrary([], '9780306406157')).toBeUndefined();
  });

  it('joins a subtitle, skips nameless authors and cuts what a wiki may hold', () => {
    const book = bookFromOpenLibrary(
      {
        'ISBN:9780306406157': {
          title: 'Fundamentals',
          subtitle: 'of Physics',
          authors: [{ name: 'A. Writer' }, { url: '/authors/x' }, 'bare', { name: 'x'.repeat(500) }],
        },
      },
      '9780306406157',
    );
    expect(book?.title).toBe('Fundamentals: of Physics');
    expect(book?.authors).toEqual(['A. Writer', 'x'.repeat(200)]);
    expect(book?.publishers).toEqual([]);
    expect(book).not.toHaveProperty('publishDate');
  });
});

describe('the lookup over HTTP', () => {
  let standIn: OpenLibraryStandIn;
  beforeAll(async () => {
    standIn = await startOpenLibraryStandIn();
  });
  afterAll(() => standIn.close());
  afterEach(() => {
    standIn.setCase(undefined);
    standIn.requests.length = 0;
  });

  it('asks by the ISBN and names the book', async () => {
    const books = openLibraryBooks({ baseUrl: standIn.url });
    const book = await books.byIsbn('9780316030571', { budgetMs: 2000 });
    expect(book).toMatchObject({ title: 'Use of Weapons', authors: ['Iain M. Banks'] });
    expect(standIn.requests.map((r) => r.query)).toEqual([
      { bibkeys: 'ISBN:9780316030571', format: 'json', jscmd: 'data' },
    ]);
  });

  it('finds nothing for a book it does not know, an error or no answer in time; never rejects', async () => {
    const note = jest.fn();
    const books = openLibraryBooks({ baseUrl: standIn.url, note });
    await expect(books.byIsbn('9780306406157', { budgetMs: 2000 })).resolves.toBeUndefined();
    standIn.setCase('error');
    await expect(books.byIsbn('9780316030571', { budgetMs: 2000 })).resolves.toBeUndefined();
    standIn.setCase('hang');
    const started = Date.now();
    await expect(books.byIsbn('9780316030571', { budgetMs: 150 })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(note.mock.calls.map(([line]) => String(line))).toEqual([
      'no book with ISBN 9780306406157',
      'book lookup answered 500',
      expect.stringContaining('book lookup failed'),
    ]);
  });

  it('asks nothing for a code that is not an ISBN-13, or with no time left', async () => {
    const books = openLibraryBooks({ baseUrl: standIn.url });
    await expect(books.byIsbn('4006381333931', { budgetMs: 2000 })).resolves.toBeUndefined();
    await expect(books.byIsbn('9780316030571', { budgetMs: 0 })).resolves.toBeUndefined();
    expect(standIn.requests).toEqual([]);
  });
});
