import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComparableItem, PriceEstimate } from '@snap/shared';
import { EvidencePanel, ebayListingUrl, soldPriceSearches } from '../components/EvidencePanel';

const listing = (i: number, url = `https://www.ebay.com/itm/${100 + i}`): ComparableItem => ({
  title: `Canon AE-1 Program ${i}`,
  price: 150 + i * 5,
  platform: 'eBay',
  condition: i % 2 ? 'Pre-Owned' : 'Used',
  url,
});

const base: PriceEstimate = {
  estimatedPrice: 180,
  priceRange: { min: 150, max: 210 },
  currency: 'USD',
  confidence: 72,
  comparableItems: [],
};

const fromEbay = (count: number, demo = false): PriceEstimate => ({
  ...base,
  comparableItems: Array.from({ length: Math.min(count, 10) }, (_, i) => listing(i)),
  evidence: {
    source: 'ebay',
    kind: 'asking',
    count,
    median: 180,
    low: 150,
    high: 210,
    fetchedAt: '2026-11-26T10:00:00.000Z',
    demo,
  },
});

describe('EvidencePanel', () => {
  it.each([
    ['mostly-accessories', 'eBay listings found were mostly accessories — AI estimate', /cases, parts or other things/],
    ['mostly-other-products', 'eBay listings found were mostly other models — AI estimate', /other models or versions/],
    ['disagrees', 'eBay listings disagree with the AI — AI estimate', /priced far from the AI’s estimate/],
  ] as const)('says in words why the price is the AI’s: %s', (reason, heading, detail) => {
    render(
      <EvidencePanel
        estimate={{ ...base, evidence: { source: 'ai', reason, query: 'Apple iPhone 11 Pro Max' } }}
        itemName="Apple iPhone 11 Pro Max"
      />,
    );
    const panel = screen.getByRole('region', { name: heading });
    expect(panel).toHaveTextContent(detail);
    expect(panel).toHaveTextContent('The price is the AI’s own estimate.');
    expect(panel).toHaveTextContent('Searched eBay for “Apple iPhone 11 Pro Max”.');
    expect(within(panel).queryByRole('list')).toBeNull();
  });

  it('says the listings are of this exact product when the search was by a barcode', () => {
    const byCode = fromEbay(12);
    const { rerender } = render(
      <EvidencePanel
        estimate={{
          ...byCode,
          evidence: { ...byCode.evidence!, query: 'GTIN 0194252030394' } as PriceEstimate['evidence'],
        }}
        itemName="Apple iPhone"
      />,
    );
    expect(
      screen.getByText('Barcode 0194252030394 — matched 12 eBay listings of this exact product.'),
    ).toBeInTheDocument();
    // Too few by the code, and the words found none that held either: the AI's, saying what was searched.
    rerender(
      <EvidencePanel
        estimate={{ ...base, evidence: { source: 'ai', reason: 'not-enough-data', query: 'GTIN 0194252030394' } }}
        itemName="Apple iPhone"
      />,
    );
    expect(screen.getByText('Searched eBay by the barcode 0194252030394.')).toBeInTheDocument();
  });

  it('names the search its listings came from, and says nothing of a search it was not told', () => {
    const { rerender } = render(
      <EvidencePanel
        estimate={{
          ...fromEbay(8),
          evidence: { ...fromEbay(8).evidence!, query: 'Canon AE-1 Program' } as PriceEstimate['evidence'],
        }}
        itemName="Canon AE-1 Program"
      />,
    );
    expect(screen.getByText('Searched eBay for “Canon AE-1 Program”.')).toBeInTheDocument();
    rerender(<EvidencePanel estimate={fromEbay(8)} itemName="Canon AE-1 Program" />);
    expect(screen.queryByText(/Searched eBay for/)).toBeNull();
    // All eight used are shown: no "Shown: … of them".
    expect(screen.getByRole('region', { name: 'eBay listings' })).not.toHaveTextContent(/Shown:/);
  });

  it('says what the price rests on: how many eBay asking prices, the median and the middle half', () => {
    render(<EvidencePanel estimate={fromEbay(12)} itemName="Canon AE-1 Program" />);
    const panel = screen.getByRole('region', { name: 'eBay listings' });
    expect(panel).toHaveTextContent(
      'Based on 12 eBay listings of this item (asking prices): median $180, most between $150 and $210. Shown: 10 of them, spread over the same prices',
    );
    expect(panel).toHaveTextContent(/Prices of listings for sale on Nov 26, 2026, not what they sold for\./);
    expect(within(panel).queryByText('Demo market data')).toBeNull();
  });

  it('lists the first five listings, each opening on eBay in a new tab, and shows all on request', () => {
    render(<EvidencePanel estimate={fromEbay(12)} itemName="Canon AE-1 Program" />);
    const list = screen.getByRole('list', { name: 'eBay listings like this item' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const first = within(list).getByRole('link', { name: 'Canon AE-1 Program 0 (opens eBay)' });
    expect(first).toHaveAttribute('href', 'https://www.ebay.com/itm/100');
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(list).getByText('$150')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 10' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });

  it('labels the stand-in’s listings as demo market data', () => {
    render(<EvidencePanel estimate={fromEbay(6, true)} itemName="Lamp" />);
    expect(screen.getByText('Demo market data')).toBeInTheDocument();
  });

  it('links only eBay’s own listing pages', () => {
    expect(ebayListingUrl('https://www.ebay.com/itm/1')).toBe('https://www.ebay.com/itm/1');
    expect(ebayListingUrl('https://ebay.com/itm/1')).toBe('https://ebay.com/itm/1');
    expect(ebayListingUrl('https://ebay.com.example.net/itm/1')).toBeUndefined();
    expect(ebayListingUrl('http://www.ebay.com/itm/1')).toBeUndefined();
    expect(ebayListingUrl('javascript:alert(1)')).toBeUndefined();
    const estimate = fromEbay(5);
    estimate.comparableItems[0] = listing(0, 'https://evil.example/itm/1');
    render(<EvidencePanel estimate={estimate} itemName="Camera" />);
    expect(screen.getByText('Canon AE-1 Program 0')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Canon AE-1 Program 0/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Canon AE-1 Program 1 (opens eBay)' })).toBeInTheDocument();
  });

  it('says when there is not enough market data, and that the price is the AI’s own', () => {
    render(
      <EvidencePanel
        estimate={{ ...base, evidence: { source: 'ai', reason: 'not-enough-data' } }}
        itemName="Hand-thrown vase"
      />,
    );
    expect(screen.getByRole('region', { name: 'Not enough market data — AI estimate' })).toHaveTextContent(
      'The price is the AI’s own estimate.',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers the sold-items searches of eBay and Mercari for the item’s name', () => {
    render(
      <EvidencePanel
        estimate={{ ...base, evidence: { source: 'ai', reason: 'unavailable' } }}
        itemName="Nike Air Max 90"
      />,
    );
    expect(screen.getByRole('region', { name: 'Market data unavailable — AI estimate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'eBay sold listings (opens eBay)' })).toHaveAttribute(
      'href',
      'https://www.ebay.com/sch/i.html?_nkw=Nike%20Air%20Max%2090&LH_Sold=1&LH_Complete=1',
    );
    expect(screen.getByRole('link', { name: 'Mercari sold listings (opens Mercari)' })).toHaveAttribute(
      'href',
      'https://www.mercari.com/search/?keyword=Nike%20Air%20Max%2090&itemStatuses=2',
    );
    expect(soldPriceSearches('a&b')[0].url).toContain('_nkw=a%26b');
  });

  it('dates the evidence of a saved listing opened again: the market may have moved since', () => {
    render(
      <EvidencePanel
        estimate={fromEbay(12)}
        itemName="Canon AE-1 Program"
        savedAt={Date.parse('2026-12-20T12:00:00.000Z')}
      />,
    );
    const panel = screen.getByRole('region', { name: 'eBay listings' });
    expect(panel).toHaveTextContent('Market data from Nov 26, 2026. Prices may have moved since.');
    expect(panel).toHaveTextContent(/Prices of listings for sale, not what they sold for\./);
    expect(screen.getByRole('link', { name: 'Canon AE-1 Program 0 (opens eBay)' })).toBeInTheDocument();
  });

  it('dates a saved listing’s evidence by when it was saved when its own date cannot be read', () => {
    const estimate = fromEbay(6);
    if (estimate.evidence?.source === 'ebay') estimate.evidence.fetchedAt = 'not a date';
    render(<EvidencePanel estimate={estimate} itemName="Camera" savedAt={Date.parse('2026-12-20T12:00:00.000Z')} />);
    expect(screen.getByRole('region', { name: 'eBay listings' })).toHaveTextContent('Market data from Dec 20, 2026.');
  });

  it('dates a saved AI estimate by when it was saved, and a fresh one not at all', () => {
    const estimate: PriceEstimate = { ...base, evidence: { source: 'ai', reason: 'not-enough-data' } };
    const { unmount } = render(
      <EvidencePanel estimate={estimate} itemName="Vase" savedAt={Date.parse('2026-12-20T12:00:00.000Z')} />,
    );
    expect(screen.getByRole('region', { name: 'Not enough market data — AI estimate' })).toHaveTextContent(
      'Estimated on Dec 20, 2026. Prices may have moved since.',
    );
    unmount();
    render(<EvidencePanel estimate={estimate} itemName="Vase" />);
    expect(screen.queryByText(/Estimated on|Prices may have moved/)).toBeNull();
  });

  it('shows nothing for an estimate without evidence (a listing saved before evidence was kept)', () => {
    const { container } = render(<EvidencePanel estimate={base} itemName="Camera" />);
    expect(container).toBeEmptyDOMElement();
  });
});
