/**
 * One marketplace as a full-width, thumb-sized button: icon, name, what a tap does and what the
 * seller keeps there. It grows in height as its lines wrap (a 360 px phone).
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { MarketplaceId } from '@snap/shared';
import { MarketplaceIcon } from '@snap/shared/icons';

export interface MarketplaceButtonProps {
  marketplace: MarketplaceId;
  name: string;
  label: string;
  /** Shown under the name; while `busy`, the progress text, in the place of `keep`. */
  detail?: string;
  /** Under the detail: what the seller keeps there ('You keep $167.50 · shipped, 10%'). */
  keep?: string;
  /** After `keep`, small: 'Fees checked on Nov 26, 2026' when the fees are old. */
  keepNote?: string | null;
  /** Dims `keep`: the marketplace does not sell this kind of item. */
  keepMuted?: boolean;
  busy?: boolean;
  onClick(): void;
}

export function MarketplaceButton({
  marketplace,
  name,
  label,
  detail,
  keep,
  keepNote,
  keepMuted = false,
  busy = false,
  onClick,
}: MarketplaceButtonProps) {
  return (
    <Button
      variant="outlined"
      color="inherit"
      fullWidth
      aria-label={label}
      aria-busy={busy}
      disabled={busy}
      onClick={onClick}
      sx={{
        justifyContent: 'flex-start',
        textAlign: 'left',
        textTransform: 'none',
        gap: 1.5,
        minHeight: 56,
        py: 1,
        borderColor: 'divider',
      }}
    >
      <MarketplaceIcon marketplace={marketplace} />
      {/* minWidth 0 lets the text column shrink and wrap instead of pushing past the button. */}
      <span style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, overflowWrap: 'break-word' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {detail && !busy && (
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
            {detail}
          </Typography>
        )}
        {/* While busy, the progress (a spinner and its words) takes the place of what the seller
            keeps, in the same cell: the button keeps its size, so nothing under a finger moves when
            the photos are ready. */}
        <span style={{ display: 'grid' }}>
          {keep && (
            <Typography
              component="span"
              variant="body2"
              sx={{
                gridArea: '1 / 1',
                color: keepMuted ? 'text.secondary' : undefined,
                visibility: busy ? 'hidden' : undefined,
              }}
            >
              {keep}
              {keepNote && (
                // The space stays outside: the note moves to the next line whole, not splitting its date.
                <>
                  {' '}
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {`· ${keepNote}`}
                  </Typography>
                </>
              )}
            </Typography>
          )}
          {busy && (
            <span style={{ gridArea: '1 / 1', display: 'flex', alignItems: 'center', gap: 6 }}>
              <CircularProgress size={12} aria-hidden="true" />
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                {detail}
              </Typography>
            </span>
          )}
        </span>
      </span>
    </Button>
  );
}
