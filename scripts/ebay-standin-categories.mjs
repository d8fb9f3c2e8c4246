/**
 * The eBay stand-in's answers to the Taxonomy API's category suggestions (get_category_suggestions),
 * pure: the stand-in server (ebay-standin.mjs) and the price bench's replay (ebay-replay.mjs) answer
 * from it. Built, not recorded: eBay's own suggestions cannot be asked offline, so a short table
 * maps words of a query to the leaf category eBay files such items under. The ids and names are
 * real eBay US categories, taken from the `categories` of the real answers in
 * functions/src/market/__fixtures__/ebay/ (phones, cases, screen protectors, graphics cards, video
 * games) and, for the demo items, from eBay's category tree (Film Cameras, Athletic Shoes, Lamps).
 * The first row whose words all appear in the query answers; no row, no suggestion.
 */
const ROWS = [
  {
    words: ['screen', 'protector'],
    id: '58540',
    name: 'Screen Protectors',
    parent: ['9394', 'Cell Phone Accessories'],
  },
  { words: ['case'], id: '20349', name: 'Cases, Covers & Skins', parent: ['9394', 'Cell Phone Accessories'] },
  { words: ['cover'], id: '20349', name: 'Cases, Covers & Skins', parent: ['9394', 'Cell Phone Accessories'] },
  { words: ['iphone'], id: '9355', name: 'Cell Phones & Smartphones', parent: ['15032', 'Cell Phones & Accessories'] },
  { words: ['galaxy'], id: '9355', name: 'Cell Phones & Smartphones', parent: ['15032', 'Cell Phones & Accessories'] },
  { words: ['pixel'], id: '9355', name: 'Cell Phones & Smartphones', parent: ['15032', 'Cell Phones & Accessories'] },
  { words: ['rtx'], id: '27386', name: 'Graphics/Video Cards', parent: ['175673', 'Computer Components & Parts'] },
  { words: ['geforce'], id: '27386', name: 'Graphics/Video Cards', parent: ['175673', 'Computer Components & Parts'] },
  {
    words: ['tesla', 't4'],
    id: '27386',
    name: 'Graphics/Video Cards',
    parent: ['175673', 'Computer Components & Parts'],
  },
  { words: ['radeon'], id: '27386', name: 'Graphics/Video Cards', parent: ['175673', 'Computer Components & Parts'] },
  { words: ['ae', '1'], id: '15230', name: 'Film Cameras', parent: ['625', 'Cameras & Photo'] },
  { words: ['film', 'camera'], id: '15230', name: 'Film Cameras', parent: ['625', 'Cameras & Photo'] },
  { words: ['air', 'max'], id: '15709', name: "Men's Athletic Shoes", parent: ['93427', "Men's Shoes"] },
  { words: ['lamp'], id: '112581', name: 'Lamps', parent: ['20697', 'Lamps, Lighting & Ceiling Fans'] },
];

const wordsOf = (text) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The Taxonomy API's answer to get_category_suggestions?q=… on tree 0 (EBAY_US). */
export function categorySuggestionsFor(query) {
  const words = new Set(wordsOf(query));
  const row = ROWS.find((r) => r.words.every((w) => words.has(w)));
  return {
    categoryTreeId: '0',
    categoryTreeVersion: '130',
    categorySuggestions: row
      ? [
          {
            category: { categoryId: row.id, categoryName: row.name },
            categoryTreeNodeLevel: 3,
            categoryTreeNodeAncestors: [
              {
                categoryId: row.parent[0],
                categoryName: row.parent[1],
                categoryTreeNodeLevel: 2,
                categorySubtreeNodeHref: `https://api.ebay.com/commerce/taxonomy/v1/category_tree/0/get_category_subtree?category_id=${row.parent[0]}`,
              },
            ],
          },
        ]
      : [],
  };
}
