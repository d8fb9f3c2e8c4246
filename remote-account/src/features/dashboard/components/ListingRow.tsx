/**
 * One saved listing in a list: thumbnail, title, price and date, and in History its status and
 * where it is listed; opening it shows its result view.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { AppLink, type SavedListing } from '@snap/shared';
import { formatPrice, statusSentence } from '@snap/shared/format';
import { listingPath } from '@snap/shared/contracts';
import { formatListingDate } from '../listingStats';

/** The thumbnail's side. */
export const LISTING_THUMB = 56;
/** A row's padding above and below (the button's, 1 theme spacing unit). */
const ROW_PADDING_Y = 8;
/** A row's height: the thumbnail and its padding (the two lines of text beside it are shorter). */
export const LISTING_ROW_HEIGHT = LISTING_THUMB + 2 * ROW_PADDING_Y;

function DeleteIcon() {
  return (
    <SvgIcon aria-hidden focusable={false}>
      <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
    </SvgIcon>
  );
}

export function ListingRow({
  listing,
  onDelete,
  onManage,
}: {
  listing: SavedListing;
  onDelete?: (listing: SavedListing) => void;
  /** History: the row shows its status and opens the status dialog. */
  onManage?: (listing: SavedListing) => void;
}) {
  const { id, itemName, thumbnail, price, createdAt } = listing;
  const deleteButton = onDelete && (
    <IconButton
      edge="end"
      aria-label={`Delete ${itemName}`}
      onClick={() => onDelete(listing)}
      sx={{ width: 48, height: 48 }}
    >
      <DeleteIcon />
    </IconButton>
  );
  const actions = onManage ? (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Button aria-label={`Manage ${itemName}`} onClick={() => onManage(listing)} sx={{ minHeight: 44, minWidth: 0 }}>
        Manage
      </Button>
      {deleteButton}
    </Box>
  ) : (
    deleteButton
  );
  return (
    <ListItem disablePadding secondaryAction={actions}>
      <ListItemButton
        component={AppLink}
        to={listingPath(id)}
        sx={{ gap: 1.5, py: `${ROW_PADDING_Y}px`, minHeight: 64, ...(onManage ? { pr: '136px !important' } : {}) }}
      >
        {/* Decorative: the title beside it names the item. */}
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt=""
            sx={{ width: LISTING_THUMB, height: LISTING_THUMB, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              width: LISTING_THUMB,
              height: LISTING_THUMB,
              borderRadius: 1,
              bgcolor: 'action.hover',
              flexShrink: 0,
            }}
          />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {/* History shows the whole name (two 'Canon AE-1 Pro…' rows could not be told apart); Recent
              Activity keeps one line per row, its height fixed before the list arrives. */}
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} noWrap={!onManage}>
            {itemName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatPrice(price)} · {formatListingDate(createdAt)}
          </Typography>
          {onManage && (
            <Typography variant="body2" color="text.secondary" data-testid="listing-status">
              {/* The sale without its day: a row has room for one line on a phone. */}
              {statusSentence(listing, { day: false })}
            </Typography>
          )}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
