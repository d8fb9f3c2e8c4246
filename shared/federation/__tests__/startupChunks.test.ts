/**
 * @jest-environment node
 */
import { preloadTags, startupChunkFiles } from '../startupChunks';

type Group = { getFiles(): string[]; childrenIterable: Iterable<Group> };
const group = (files: string[], children: Group[] = []): Group => ({
  getFiles: () => files,
  childrenIterable: children,
});
/** The shape of a compilation's chunk graph that startupChunkFiles reads. */
const compilation = (groups: Record<string, Group>) =>
  ({ namedChunkGroups: new Map(Object.entries(groups)) }) as unknown as Parameters<typeof startupChunkFiles>[0];

describe('startupChunkFiles', () => {
  const lazyRoute = group(['route.js']);
  const bootstrap = group(['bootstrap.js', 'bootstrap.css'], [lazyRoute]);
  const react = group(['vendors-react.js', 'main.js']);
  const main = group(['main.js'], [react, bootstrap]);

  it("lists the scripts of the entry's direct children once, sorted", () => {
    expect(startupChunkFiles(compilation({ main }))).toEqual(['bootstrap.js', 'vendors-react.js']);
  });

  it("leaves out lazy chunks deeper down, styles and the entry's own files", () => {
    const files = startupChunkFiles(compilation({ main }));
    expect(files).not.toContain('route.js');
    expect(files).not.toContain('bootstrap.css');
    expect(files).not.toContain('main.js');
  });

  it('reads the entry it is given, and finds nothing for an unknown one', () => {
    expect(startupChunkFiles(compilation({ main, other: group([], [lazyRoute]) }), 'other')).toEqual(['route.js']);
    expect(startupChunkFiles(compilation({ main }), 'missing')).toEqual([]);
  });
});

describe('preloadTags', () => {
  it('preloads each file as a script under the public path', () => {
    expect(preloadTags('/', ['a.js', 'b.js'])).toEqual([
      { tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'script', href: '/a.js' } },
      { tagName: 'link', voidTag: true, attributes: { rel: 'preload', as: 'script', href: '/b.js' } },
    ]);
  });

  it('adds the slash a public path lacks', () => {
    expect(preloadTags('https://cdn.example/app', ['a.js'])[0].attributes.href).toBe('https://cdn.example/app/a.js');
  });
});
