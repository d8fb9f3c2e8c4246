/** A button per share dialog: the modal, the guide and one frame dialog per catalogue marketplace. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MARKETPLACES, type MarketplaceId } from '@snap/shared';

export interface PlaygroundControlsProps {
  onShare(): void;
  onGuide(): void;
  onMarketplace(id: MarketplaceId): void;
}

export function PlaygroundControls({ onShare, onGuide, onMarketplace }: PlaygroundControlsProps) {
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Button variant="contained" size="large" onClick={onShare}>
        Share to Marketplaces
      </Button>
      <Button variant="outlined" size="large" onClick={onGuide}>
        View Guide
      </Button>
      <Typography component="h2" variant="subtitle1" sx={{ mt: 1 }}>
        Marketplace frame dialogs
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {MARKETPLACES.map((marketplace) => (
          <Button key={marketplace.id} variant="outlined" onClick={() => onMarketplace(marketplace.id)}>
            {marketplace.name}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
