/**
 * A listing's tracking fields, from its History row or its own screen (the exposed
 * ManageListing): the marketplaces it is on (ticked by hand, with the listing's own link pasted),
 * Mark as sold (price, marketplace, date), then the "remove it elsewhere" checklist of every other
 * marketplace it was on, and Archive. Full screen on a phone; every control is at least 44 px tall.
 */
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  useListingsPort,
  type ListingEdit,
  type ListingSale,
  type ManageListingStep,
  type SavedListing,
} from '@snap/shared';
import {
  MARKETPLACES,
  MAX_PRICE,
  SOLD_ELSEWHERE,
  listedOnEdit,
  listingStatus,
  marketplaceLink,
  marketplaceName,
  unarchivedStatus,
  type MarketplaceId,
} from '@snap/shared/contracts';
import { formatShortDate, isoToday, statusSentence } from '@snap/shared/format';

export const SAVE_FAILED = 'Could not save this change. Check your connection and try again.';

/** The touch-target minimum. */
const TARGET = 44;

/** Today on the seller's own calendar, as a date input gives it: 'YYYY-MM-DD'. */
export const today = (now?: Date): string => isoToday(now);

/** The marketplaces to take a sold listing down from: every one it was on but the one it sold on. */
export function elsewhere(listing: Pick<SavedListing, 'sharedTo' | 'sold'>): MarketplaceId[] {
  return listing.sharedTo.filter((id) => id !== listing.sold?.marketplace);
}

/** Where the checklist sends the seller: the listing's own page when they pasted it, else their listings there. */
export function manageLink(listing: Pick<SavedListing, 'links'>, id: MarketplaceId): string {
  return listing.links?.[id] ?? MARKETPLACES.find((m) => m.id === id)?.manageUrl ?? '';
}

function useSave(listing: SavedListing) {
  const port = useListingsPort();
  const [error, setError] = useState<string | null>(null);
  const save = async (edit: ListingEdit): Promise<boolean> => {
    if (!port) return false;
    setError(null);
    try {
      await port.update(listing.id, edit);
      return true;
    } catch {
      setError(SAVE_FAILED);
      return false;
    }
  };
  return { save, error };
}

function WhereListed({ listing, onSaved }: { listing: SavedListing; onSaved(): void }) {
  const [on, setOn] = useState<MarketplaceId[]>(listing.sharedTo);
  const [links, setLinks] = useState<Partial<Record<MarketplaceId, string>>>(listing.links ?? {});
  const [tried, setTried] = useState(false);
  const { save, error } = useSave(listing);
  const invalid = on.filter((id) => links[id]?.trim() && !marketplaceLink(id, links[id] ?? ''));
  const toggle = (id: MarketplaceId, checked: boolean) =>
    setOn((ids) => (checked ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid.length > 0) return;
    const kept: Partial<Record<MarketplaceId, string>> = {};
    for (const id of on) {
      const link = marketplaceLink(id, links[id] ?? '');
      if (link) kept[id] = link;
    }
    if (await save({ ...listedOnEdit(listing, on, Date.now()), links: kept })) onSaved();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="where-listed">
      <Typography id="where-listed" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Where it is listed
      </Typography>
      {MARKETPLACES.map(({ id, name, domain }) => {
        const checked = on.includes(id);
        const bad = tried && invalid.includes(id);
        const since = listing.sharedTo.includes(id) ? listing.listedAt?.[id] : undefined;
        return (
          <Box key={id}>
            <FormControlLabel
              sx={{ minHeight: TARGET, display: 'flex', mr: 0 }}
              control={<Checkbox checked={checked} onChange={(_e, value) => toggle(id, value)} />}
              label={`Listed on ${name}`}
            />
            {checked && (
              <TextField
                label={`${name} listing link (optional)`}
                type="url"
                size="small"
                fullWidth
                value={links[id] ?? ''}
                onChange={(e) => setLinks((all) => ({ ...all, [id]: e.target.value }))}
                error={bad}
                helperText={
                  bad
                    ? `Paste the listing's https address on ${domain}`
                    : since !== undefined && `Listed ${formatShortDate(since)}`
                }
                sx={{ mb: 1, '& .MuiInputBase-root': { minHeight: TARGET } }}
              />
            )}
          </Box>
        );
      })}
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="outlined" fullWidth sx={{ minHeight: TARGET, mt: 1 }}>
        Save where it is listed
      </Button>
    </Box>
  );
}

function SellForm({ listing, onCancel, onSold }: { listing: SavedListing; onCancel(): void; onSold(): void }) {
  const [price, setPrice] = useState(String(listing.price));
  const [marketplace, setMarketplace] = useState<ListingSale['marketplace']>(listing.sharedTo[0] ?? SOLD_ELSEWHERE);
  const [date, setDate] = useState(today());
  const [tried, setTried] = useState(false);
  const { save, error } = useSave(listing);
  const amount = Number(price);
  // A sale is for something: $0 is a gift, not a sale.
  const priceOk = price.trim() !== '' && Number.isFinite(amount) && amount >= 0.01 && amount <= MAX_PRICE;
  // 'YYYY-MM-DD' strings order as days do: a sale cannot be dated after today.
  const dateOk = /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today();
  // The marketplaces it was on first, then the rest of the catalogue, then a sale elsewhere.
  const choices = [
    ...listing.sharedTo,
    ...MARKETPLACES.map((m) => m.id).filter((id) => !listing.sharedTo.includes(id)),
    SOLD_ELSEWHERE,
  ] as const;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!priceOk || !dateOk) return;
    const sold: ListingSale = { price: Math.round(amount * 100) / 100, marketplace, date };
    if (await save({ status: 'sold', sold, delistedFrom: [] })) onSold();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', alignContent: 'start', gap: 2, pt: 1 }}>
      <TextField
        label="Sold for ($)"
        type="number"
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        error={tried && !priceOk}
        helperText={tried && !priceOk ? 'Enter the price it sold for, from $0.01 to $1,000,000' : undefined}
        slotProps={{ htmlInput: { min: 0.01, max: MAX_PRICE, step: 0.01, inputMode: 'decimal' } }}
        required
      />
      <TextField
        select
        label="Sold on"
        value={marketplace}
        onChange={(e) => setMarketplace(e.target.value as ListingSale['marketplace'])}
        slotProps={{ select: { native: true } }}
      >
        {choices.map((id) => (
          <option key={id} value={id}>
            {marketplaceName(id)}
          </option>
        ))}
      </TextField>
      <TextField
        label="Date sold"
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        error={tried && !dateOk}
        helperText={tried && !dateOk ? 'Choose the day it sold, today or before' : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
        required
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} sx={{ minHeight: TARGET }}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" sx={{ minHeight: TARGET }}>
          Mark as sold
        </Button>
      </Box>
    </Box>
  );
}

function RemoveElsewhere({ listing }: { listing: SavedListing }) {
  const others = elsewhere(listing);
  // Ticked at once: the live list brings the saved ticks a moment later.
  const [ticked, setTicked] = useState<MarketplaceId[]>(listing.delistedFrom ?? []);
  const { save, error } = useSave(listing);
  const headingId = useId();
  const tick = (id: MarketplaceId, checked: boolean) => {
    const next = checked ? [...ticked.filter((x) => x !== id), id] : ticked.filter((x) => x !== id);
    setTicked(next);
    void save({ delistedFrom: next });
  };
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Remove it elsewhere
      </Typography>
      {others.length === 0 ? (
        <Typography color="text.secondary">It was not listed anywhere else.</Typography>
      ) : (
        <>
          <Typography color="text.secondary" variant="body2">
            Take the listing down where it is still up, and tick each one as you go.
          </Typography>
          <Box component="ul" aria-label="Marketplaces to remove it from" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {others.map((id) => {
              const name = marketplaceName(id);
              return (
                <Box
                  component="li"
                  key={id}
                  sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
                >
                  <FormControlLabel
                    sx={{ minHeight: TARGET, mr: 0 }}
                    control={<Checkbox checked={ticked.includes(id)} onChange={(_e, value) => tick(id, value)} />}
                    label={`Removed from ${name}`}
                  />
                  <Link
                    href={manageLink(listing, id)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Open ${name} in a new tab`}
                    sx={{ minHeight: TARGET, display: 'inline-flex', alignItems: 'center', px: 1, flexShrink: 0 }}
                  >
                    Open {name}
                  </Link>
                </Box>
              );
            })}
          </Box>
        </>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}

export interface ListingStatusDialogProps {
  listing: SavedListing;
  onClose(): void;
  /**
   * Where it opens: the overview, or the Mark as sold form (a saved listing's own screen opens it
   * there). Opened at the form, its Cancel closes the dialog, as nothing else was asked for.
   */
  initialStep?: ManageListingStep;
}

export function ListingStatusDialog({ listing, onClose, initialStep = 'manage' }: ListingStatusDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [step, setStep] = useState<ManageListingStep>(initialStep);
  const { save, error } = useSave(listing);
  const status = listingStatus(listing);
  const titleId = useId();
  const cancelSale = initialStep === 'sell' ? onClose : () => setStep('manage');
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{step === 'sell' ? `Mark ${listing.itemName} as sold` : listing.itemName}</DialogTitle>
      <DialogContent sx={{ display: 'grid', alignContent: 'start', gap: 2 }}>
        {step === 'sell' ? (
          <SellForm listing={listing} onCancel={cancelSale} onSold={() => setStep('manage')} />
        ) : (
          <>
            <Typography role="status">{statusSentence(listing)}</Typography>
            {status === 'sold' && <RemoveElsewhere listing={listing} />}
            {status !== 'sold' && status !== 'archived' && (
              <Button variant="contained" onClick={() => setStep('sell')} sx={{ minHeight: TARGET }}>
                Mark as sold…
              </Button>
            )}
            {status === 'sold' && listing.sharedTo.length > 0 && (
              <Button
                variant="outlined"
                onClick={() => void save({ status: 'listed', sold: null })}
                sx={{ minHeight: TARGET }}
              >
                Not sold after all
              </Button>
            )}
            {status === 'archived' ? (
              <Button
                variant="outlined"
                onClick={() => void save({ status: unarchivedStatus(listing) })}
                sx={{ minHeight: TARGET }}
              >
                Unarchive
              </Button>
            ) : (
              <Button variant="outlined" onClick={() => void save({ status: 'archived' })} sx={{ minHeight: TARGET }}>
                Archive
              </Button>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            {status !== 'sold' && status !== 'archived' && <WhereListed listing={listing} onSaved={onClose} />}
          </>
        )}
      </DialogContent>
      {step === 'manage' && (
        <DialogActions>
          <Button onClick={onClose} sx={{ minHeight: TARGET }}>
            Done
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

export const LISTING_GONE = 'This listing could not be found. It may have been deleted.';

/** The Manage dialog of a listing the seller's list does not have (deleted on another device). */
export function ListingGoneDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Listing not found</DialogTitle>
      <DialogContent>{LISTING_GONE}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: TARGET }}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
