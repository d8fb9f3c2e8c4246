/**
 * What the price rests on, under the price card. With enough eBay listings: how many, their median
 * and middle half, and the listings themselves, each opening on eBay. These are asking prices of
 * listings still for sale, and the panel says so. eBay's content stays in this panel of its own,
 * labelled as eBay's, apart from the AI's text (eBay's API licence does not allow mixing it in).
 * Without enough: "Not enough market data — AI estimate". Either way, links to the sold-items
 * searches of the marketplaces that have one, for the seller to check what things sold for. On a
 * saved listing opened again, a line dates the evidence ("Market data from Nov 26, 2026"), as
 * prices may have moved since.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { AiEvidenceReason, ComparableItem, PriceEstimate } from '@snap/shared';
import { formatDate, formatPrice } from '@snap/shared/format';
import { gtinOfSearchLabel } from '@snap/shared/market';
import { DemoBadge } from './DemoBadge';

export interface EvidencePanelProps {
  estimate: PriceEstimate;
  /** The item's name as the seller sees it: what the sold-price searches look for. */
  itemName: string;
  /** When the result was saved (epoch milliseconds), on a saved listing opened again. */
  savedAt?: number;
}

/** Listings shown before "Show all". */
const FIRST_LISTINGS = 5;

/** Only a listing page on eBay's own domain is linked; anything else is shown as text. */
export function ebayListingUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && /(^|\.)ebay\.com$/.test(hostname) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The sold-items searches of the marketplaces that have one (eBay's sold filter, Mercari's). */
export function soldPriceSearches(itemName: string): { name: string; url: string }[] {
  const query = encodeURIComponent(itemName.trim());
  return [
    { name: 'eBay', url: `https://www.ebay.com/sch/i.html?_nkw=${query}&LH_Sold=1&LH_Complete=1` },
    { name: 'Mercari', url: `https://www.mercari.com/search/?keyword=${query}&itemStatuses=2` },
  ];
}

/** What the panel says when the price is the AI's own, by why it is. */
const AI_EVIDENCE: Record<AiEvidenceReason, { heading: string; detail: string }> = {
  'not-enough-data': {
    heading: 'Not enough market data — AI estimate',
    detail: 'Too few listings of this item were found to check this price against.',
  },
  unavailable: {
    heading: 'Market data unavailable — AI estimate',
    detail: 'Similar listings could not be looked up just now.',
  },
  'mostly-accessories': {
    heading: 'eBay listings found were mostly accessories — AI estimate',
    detail: 'Most listings found were cases, parts or other things made for this item, not the item itself.',
  },
  'mostly-other-products': {
    heading: 'eBay listings found were mostly other models — AI estimate',
    detail: 'Most listings found were other models or versions, so they say little about this one.',
  },
  disagrees: {
    heading: 'eBay listings disagree with the AI — AI estimate',
    detail: 'The listings of this item are priced far from the AI’s estimate; check sold prices before you choose.',
  },
};

/**
 * The search the listings came from, as sent to eBay: its words, or the product code read from a
 * barcode in the photos, whose listings are of this exact product (`count` of them, when they were
 * enough to price from).
 */
function SearchedFor({ query, count }: { query?: string; count?: number }) {
  if (!query) return null;
  const gtin = gtinOfSearchLabel(query);
  const text = !gtin
    ? `Searched eBay for “${query}”.`
    : count
      ? `Barcode ${gtin} — matched ${count} eBay ${count === 1 ? 'listing' : 'listings'} of this exact product.`
      : `Searched eBay by the barcode ${gtin}.`;
  return (
    <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}

const DEMO_EXPLANATION = 'These listings come from the offline stand-in for eBay, not from eBay.';

function Listing({ item }: { item: ComparableItem }) {
  const url = ebayListingUrl(item.url);
  const title = url ? (
    // A block the height of a thumb's tap (44 px), however short the title.
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      sx={{ display: 'flex', alignItems: 'center', minHeight: 44 }}
    >
      {item.title}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens eBay)
      </Box>
    </Link>
  ) : (
    item.title
  );
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, alignItems: 'baseline', minHeight: 44, py: 0.5 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {item.condition}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {formatPrice(item.price)}
      </Typography>
    </Box>
  );
}

const validDate = (date: Date): Date | undefined => (Number.isNaN(date.getTime()) ? undefined : date);

/** "Market data from Nov 26, 2026" on a saved listing: the seller sees how old the figures are. */
function SavedDate({ label, date }: { label: string; date: Date | undefined }) {
  if (!date) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {`${label} ${formatDate(date, { month: 'short' })}. Prices may have moved since.`}
    </Typography>
  );
}

function SoldPriceLinks({ itemName }: { itemName: string }) {
  if (!itemName.trim()) return null;
  return (
    <Typography variant="body2">
      Check sold prices:{' '}
      {soldPriceSearches(itemName).map(({ name, url }, i) => (
        <span key={name}>
          {i > 0 && ' · '}
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: 44,
              minWidth: 44,
              px: 0.5,
            }}
          >
            {name}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              sold listings (opens {name})
            </Box>
          </Link>
        </span>
      ))}
    </Typography>
  );
}

export function EvidencePanel({ estimate, itemName, savedAt }: EvidencePanelProps) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const { evidence } = estimate;
  // A result rebuilt from a saved listing made before evidence was kept: nothing to show.
  if (!evidence) return null;
  const saved = savedAt === undefined ? undefined : validDate(new Date(savedAt));

  if (evidence.source === 'ai') {
    const { heading, detail } = AI_EVIDENCE[evidence.reason];
    return (
      <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {detail} The price is the AI’s own estimate.
        </Typography>
        <SearchedFor query={evidence.query} />
        <SavedDate label="Estimated on" date={saved} />
        <SoldPriceLinks itemName={itemName} />
      </Card>
    );
  }

  const listings = estimate.comparableItems;
  const shown = all ? listings : listings.slice(0, FIRST_LISTINGS);
  // The listings' own date; a saved listing whose date cannot be read falls back on when it was saved.
  const fetched = validDate(new Date(evidence.fetchedAt));
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" variant="subtitle1" id={headingId} sx={{ fontWeight: 700 }}>
          eBay listings
        </Typography>
        {evidence.demo && <DemoBadge label="Demo market data" explanation={DEMO_EXPLANATION} />}
      </Box>
      <Typography variant="body2">
        Based on {evidence.count} eBay listings of this item (asking prices): median {formatPrice(evidence.median)},
        most between {formatPrice(evidence.low)} and {formatPrice(evidence.high)}.
        {listings.length < evidence.count && ` Shown: ${listings.length} of them, spread over the same prices.`}
      </Typography>
      <SearchedFor query={evidence.query} count={evidence.count} />
      {savedAt === undefined ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {`Prices of listings for sale${fetched ? ` on ${formatDate(fetched, { month: 'short' })}` : ''}, not what they sold for.`}
        </Typography>
      ) : (
        <>
          <SavedDate label="Market data from" date={fetched ?? saved} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Prices of listings for sale, not what they sold for.
          </Typography>
        </>
      )}
      {shown.length > 0 && (
        <Box component="ul" aria-label="eBay listings like this item" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((item, i) => (
            <Listing key={`${item.url ?? item.title}-${i}`} item={item} />
          ))}
        </Box>
      )}
      {listings.length > FIRST_LISTINGS && (
        <Button size="small" onClick={() => setAll((open) => !open)} sx={{ justifySelf: 'start', minHeight: 44 }}>
          {all ? 'Show fewer' : `Show all ${listings.length}`}
        </Button>
      )}
      <SoldPriceLinks itemName={itemName} />
    </Card>
  );
}
