/**
 * 'Share to Marketplaces': how-to with View Guide, Smart Share (sign-in needed, labelled
 * 'Login Required' when anonymous) and quick links to the four marketplaces where the seller
 * keeps the most for this item (the payouts' order).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { QUICK_LINK_COUNT, type MarketplaceId } from '@snap/shared';
import type { MarketplacePayout } from '@snap/shared/fees';
import { formatPrice } from '@snap/shared/format';
import { MarketplaceIcon } from '@snap/shared/icons';
import { LockIcon, ShareIcon } from '../../../components/icons';

export interface ShareSectionProps {
  signedIn: boolean;
  /** Every marketplace, best payout first: the quick links are the first four. */
  best: readonly MarketplacePayout[];
  onSmartShare(): void;
  onViewGuide(): void;
  onMarketplace(id: MarketplaceId): void;
}

export function ShareSection({ signedIn, best, onSmartShare, onViewGuide, onMarketplace }: ShareSectionProps) {
  const quickLinks = best.slice(0, QUICK_LINK_COUNT);
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
      <Typography variant="body2" id="quick-links-note" sx={{ color: 'text.secondary' }}>
        The four where you keep the most for this item:
      </Typography>
      <Box
        component="ul"
        aria-label="Quick links"
        aria-describedby="quick-links-note"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        {quickLinks.map(({ marketplace, name, best: payout }) => (
          <li key={marketplace}>
            <Button
              variant="outlined"
              fullWidth
              onClick={() => onMarketplace(marketplace)}
              sx={{ justifyContent: 'flex-start', gap: 1, minHeight: 48, textAlign: 'left' }}
            >
              <MarketplaceIcon marketplace={marketplace} size={24} />
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
                <span>{name}</span>
                <Box component="span" sx={{ fontSize: '0.75rem', textTransform: 'none', color: 'text.secondary' }}>
                  you keep {formatPrice(payout.keep)}
                </Box>
              </Box>
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
