/**
 * Under a marketplace the seller shared to: "Shared to Craigslist — mark as listed when it is live"
 * with Mark as listed, until they say so; then "Listed on Craigslist". A share only asks for the
 * marketplace's page, which may never have loaded or never been posted: only the seller knows.
 * The button is a 44 px target and names its marketplace for a screen reader; when it has done
 * its work, focus moves to the line that replaced it rather than falling to the page.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MARK_FAILED, MARK_LISTED, listedText, sharedText } from '../core/shareMessages';
import type { SharedState } from '../hooks/useShareFlow';

export interface SharedLineProps {
  name: string;
  state: SharedState;
  onMarkListed(): void;
}

export function SharedLine({ name, state, onMarkListed }: SharedLineProps) {
  const listedRef = useRef<HTMLParagraphElement>(null);
  // Whether the button had the focus when pressed: the dialog's focus trap would otherwise take it
  // to the top of the dialog when the button goes.
  const hadFocus = useRef(false);
  const listed = state === 'listed';
  const marking = state === 'marking';
  useEffect(() => {
    if (listed && hadFocus.current) listedRef.current?.focus();
  }, [listed]);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      {listed ? (
        <Typography
          ref={listedRef}
          tabIndex={-1}
          variant="body2"
          sx={{ fontWeight: 600, color: 'success.main', outline: 'none' }}
        >
          {`✓ ${listedText(name)}`}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'break-word' }}>
            {sharedText(name)}
            {state === 'failed' && (
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'error.main' }}>
                {MARK_FAILED}
              </Typography>
            )}
          </Typography>
          <Button
            variant="contained"
            size="small"
            aria-label={`${MARK_LISTED} on ${name}`}
            aria-disabled={marking || undefined}
            onClick={(event) => {
              if (marking) return;
              hadFocus.current = document.activeElement === event.currentTarget;
              onMarkListed();
            }}
            sx={{ minHeight: 44, flexShrink: 0, textTransform: 'none' }}
          >
            {MARK_LISTED}
          </Button>
        </>
      )}
    </Box>
  );
}
