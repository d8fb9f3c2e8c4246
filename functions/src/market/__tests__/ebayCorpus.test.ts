/**
 * The replay corpus of real published eBay Browse answers (__fixtures__/ebay, issue 46 item 1)
 * cannot silently shrink: every file its manifest lists is there, parses, and holds the stated
 * number of item summaries, each with a title and a price string.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(__dirname, '..', '__fixtures__', 'ebay');

interface Source {
  repo?: string;
  path?: string;
  commit?: string;
  url?: string;
  npm?: string;
}
interface SearchEntry {
  file: string;
  kind: string;
  query: string | null;
  built: boolean;
  source: Source;
  items: number;
  notes: string;
}
interface OtherEntry {
  file: string;
  source: Source;
}
interface Manifest {
  search: SearchEntry[];
  taxonomy: OtherEntry[];
  openapi: OtherEntry[];
}
interface Summary {
  title?: unknown;
  price?: { value?: unknown; currency?: unknown };
}

const manifest = JSON.parse(readFileSync(join(DIR, 'corpus.json'), 'utf8')) as Manifest;
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(DIR, file), 'utf8'));

describe('the eBay replay corpus', () => {
  it('lists search answers, taxonomy answers and the OpenAPI descriptions', () => {
    expect(manifest.search.length).toBeGreaterThan(0);
    expect(manifest.taxonomy.map((e) => e.file)).toEqual(
      expect.arrayContaining([expect.stringContaining('default-category-tree-id')]),
    );
    expect(manifest.taxonomy.map((e) => e.file)).toEqual(
      expect.arrayContaining([expect.stringContaining('category-suggestions')]),
    );
    expect(manifest.openapi).toHaveLength(2);
  });

  it('lists every JSON file of the directory exactly once', () => {
    const listed = [...manifest.search, ...manifest.taxonomy, ...manifest.openapi].map((e) => e.file);
    expect(new Set(listed).size).toBe(listed.length);
    const present = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'corpus.json');
    expect([...present].sort()).toEqual([...listed].sort());
  });

  it.each(manifest.search.map((e) => [e.file, e] as const))(
    '%s has the stated number of summaries, each with a title and a price string',
    (file, entry) => {
      expect(existsSync(join(DIR, file))).toBe(true);
      expect(file.startsWith('built-')).toBe(entry.built);
      const answer = readJson(file) as { itemSummaries?: Summary[] };
      expect(Array.isArray(answer.itemSummaries)).toBe(true);
      const summaries = answer.itemSummaries ?? [];
      expect(summaries).toHaveLength(entry.items);
      for (const summary of summaries) {
        expect(typeof summary.title).toBe('string');
        expect((summary.title as string).length).toBeGreaterThan(0);
        expect(typeof summary.price?.value).toBe('string');
        expect(Number.isFinite(Number(summary.price?.value))).toBe(true);
      }
      if (!entry.built) expect(entry.source.url).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/[0-9a-f]{40}\//);
    },
  );

  it('holds at least 200 real summaries across at least 3 kinds', () => {
    const real = manifest.search.filter((e) => !e.built);
    const total = real.reduce((sum, e) => sum + e.items, 0);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(new Set(real.map((e) => e.kind)).size).toBeGreaterThanOrEqual(3);
  });

  it('covers phones, shoes (built from real scraped listings) and at least one more kind', () => {
    const kinds = new Set(manifest.search.map((e) => e.kind));
    expect(kinds).toContain('phones');
    expect(kinds).toContain('shoes');
    expect(kinds.size).toBeGreaterThanOrEqual(3);
    const shoes = manifest.search.filter((e) => e.kind === 'shoes');
    expect(shoes.reduce((sum, e) => sum + e.items, 0)).toBeGreaterThanOrEqual(100);
  });

  it.each([...manifest.taxonomy, ...manifest.openapi].map((e) => [e.file] as const))('%s exists and parses', (file) => {
    expect(existsSync(join(DIR, file))).toBe(true);
    expect(readJson(file)).toEqual(expect.any(Object));
  });

  it('keeps a real get_category_suggestions answer and a default category tree id', () => {
    const suggestions = manifest.taxonomy.find((e) => e.file.includes('category-suggestions'));
    const answer = readJson(suggestions!.file) as {
      categorySuggestions: { category: { categoryId: string; categoryName: string } }[];
      categoryTreeId: string;
    };
    expect(answer.categorySuggestions.length).toBeGreaterThan(0);
    expect(answer.categorySuggestions[0].category.categoryName).toEqual(expect.any(String));
    const tree = manifest.taxonomy.find((e) => e.file.includes('default-category-tree-id'));
    expect(readJson(tree!.file)).toEqual(expect.objectContaining({ categoryTreeId: '0' }));
  });
});
