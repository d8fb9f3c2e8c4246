/**
 * The listing's copy actions beside the frame. Signed in, they copy. Anonymous, the same buttons
 * are shown but open the sign-up prompt (spec §6): the click is caught on the way down, before the
 * button's own handler runs, so the copy panel itself needs no idea of who is signed in.
 */
import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAuth, type MarketplaceId, type ShareData } from '@snap/shared';
import { ListingCopyActions } from '../../share';
import { SignUpPromptDialog } from '@snap/shared/sign-up-prompt';

export interface FrameListingActionsProps {
  data: ShareData;
  marketplace: MarketplaceId;
  /** Closes the frame dialog when the visitor heads to sign up. */
  onLeave(): void;
}

export function FrameListingActions({ data, marketplace, onLeave }: FrameListingActionsProps) {
  const { user } = useAuth();
  const [prompt, setPrompt] = useState(false);
  const gate = (event: MouseEvent) => {
    if (user || !(event.target instanceof Element) || !event.target.closest('button, a')) return;
    event.preventDefault();
    event.stopPropagation();
    setPrompt(true);
  };
  return (
    <Box
      component="section"
      aria-labelledby="frame-listing-heading"
      sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="frame-listing-heading" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        Your listing: copy it, then paste it on the marketplace
      </Typography>
      <Box onClickCapture={gate}>
        <ListingCopyActions data={data} marketplace={marketplace} />
      </Box>
      <SignUpPromptDialog open={prompt} onClose={() => setPrompt(false)} onSignUp={onLeave} />
    </Box>
  );
}
