/**
 * 'Share to Marketplaces': how-to with View Guide, Smart Share (sign-in needed, labelled
 * 'Login Required' when anonymous) and quick links to the first four marketplaces.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { QUICK_LINKS, type MarketplaceId } from '@snap/shared';
import { MarketplaceIcon } from '@snap/shared/icons';
import { LockIcon, ShareIcon } from '../../../components/icons';

export interface ShareSectionProps {
  signedIn: boolean;
  onSmartShare(): void;
  onViewGuide(): void;
  onMarketplace(id: MarketplaceId): void;
}

export function ShareSection({ signedIn, onSmartShare, onViewGuide, onMarketplace }: ShareSectionProps) {
  return (
    <Box component="section" aria-labelledby="share-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="h6" id="share-heading" sx={{ fontWeight: 700 }}>
        Share to Marketplaces
      </Typography>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5 }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 700 }}>
          How to share
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Smart Share copies your listing and opens the marketplace app; then paste and publish.
        </Typography>
        <Button size="small" variant="text" onClick={onViewGuide}>
          View Guide
        </Button>
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={signedIn ? <ShareIcon /> : <LockIcon />}
        onClick={onSmartShare}
      >
        Smart Share
        {!signedIn && (
          <Box
            component="span"
            sx={{ ml: 1, px: 1, borderRadius: 1, fontSize: '0.75rem', bgcolor: 'common.white', color: 'primary.main' }}
          >
            Login Required
          </Box>
        )}
      </Button>
      <Box
        component="ul"
        aria-label="Quick links"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        {QUICK_LINKS.map(({ id, name }) => (
          <li key={id}>
            <Button
              variant="outlined"
              fullWidth
              onClick={() => onMarketplace(id)}
              sx={{ justifyContent: 'flex-start', gap: 1, minHeight: 48 }}
            >
              <MarketplaceIcon marketplace={id} size={24} />
              {name}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
