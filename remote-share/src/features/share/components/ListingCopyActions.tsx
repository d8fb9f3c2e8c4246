/**
 * Per-field copy (title, description, price, condition, tags) and 'Copy Complete Listing' for one
 * marketplace. Also rendered by the marketplace frame dialog next to the frame, so its props stay
 * `{ data, marketplace }`.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COPY_NOTICE_MS, type MarketplaceId, type ShareData } from '@snap/shared';
import { listingFields, listingText, type ListingFields } from '../core/listingFields';
import { SHARE_ERRORS } from '../core/shareMessages';
import { useTimedMessage } from '../hooks/useTimedMessage';
import { useShareAdapters } from '../service/ShareAdaptersContext';
import { CopyIcon } from './CopyIcon';

export interface ListingCopyActionsProps {
  data: ShareData;
  marketplace: MarketplaceId;
}

const FIELDS: { key: keyof ListingFields; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'description', label: 'Description' },
  { key: 'price', label: 'Price' },
  { key: 'condition', label: 'Condition' },
  { key: 'tags', label: 'Tags' },
];

export function ListingCopyActions({ data, marketplace }: ListingCopyActionsProps) {
  const { copyText } = useShareAdapters();
  const [notice, showNotice] = useTimedMessage(COPY_NOTICE_MS);
  const fields = listingFields(data, marketplace);

  // The write starts inside the click (Safari refuses clipboard writes after an await).
  const copy = (text: string, done: string) =>
    copyText(text).then(
      () => showNotice(`✓ ${done}`),
      () => showNotice(`✗ ${SHARE_ERRORS.copyFailed}`),
    );

  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        size="large"
        startIcon={<CopyIcon />}
        onClick={() => copy(listingText(data, marketplace), 'Complete listing copied')}
      >
        Copy Complete Listing
      </Button>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Copy one field">
        {FIELDS.map(({ key, label }) => (
          <Button
            key={key}
            variant="outlined"
            startIcon={<CopyIcon />}
            disabled={!fields[key]}
            aria-label={`Copy ${label.toLowerCase()}`}
            onClick={() => copy(fields[key], `${label} copied`)}
            sx={{ minHeight: 44, flex: '1 1 calc(50% - 8px)' }}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        sx={{ minHeight: '1.5em', color: notice.startsWith('✗') ? 'error.main' : 'success.main' }}
      >
        {notice}
      </Typography>
    </Stack>
  );
}
