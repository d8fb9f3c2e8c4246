/** One marketplace as a full-width, thumb-sized button: icon, name and what a tap does. */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { MarketplaceId } from '@snap/shared';
import { MarketplaceIcon } from '@snap/shared/icons';

export interface MarketplaceButtonProps {
  marketplace: MarketplaceId;
  name: string;
  label: string;
  /** Shown under the name; while `busy`, the progress text. */
  detail?: string;
  busy?: boolean;
  onClick(): void;
}

export function MarketplaceButton({ marketplace, name, label, detail, busy = false, onClick }: MarketplaceButtonProps) {
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
        borderColor: 'divider',
      }}
    >
      <MarketplaceIcon marketplace={marketplace} />
      <span style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {detail && (
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
            {detail}
          </Typography>
        )}
      </span>
      {busy && <CircularProgress size={20} aria-hidden="true" />}
    </Button>
  );
}
