import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { CameraState } from '../../camera';
import { STAGE_TEXT, identifiedText } from './AnalyzingPanel';
import { WAITING_HEADING, WAITING_TEXT } from './WaitingForConnectionPanel';

/** What a screen reader hears as the screen works (errors are announced by their alert). */
export function statusText(
  { phase, processing, stage, identifiedName, edits, listingId }: CameraState,
  waitingForConnection = false,
): string {
  if (phase === 'analyzing' && waitingForConnection) return `${WAITING_HEADING}. ${WAITING_TEXT}`;
  if (phase === 'analyzing' && identifiedName)
    return `Analyzing Item. ${identifiedText(identifiedName)}. ${STAGE_TEXT[stage]}.`;
  if (phase === 'analyzing') return `Analyzing Item. ${STAGE_TEXT[stage]}.`;
  if (phase === 'results' && edits)
    return `Results ready: ${edits.name}.${listingId ? ' Saved to your listings.' : ''}`;
  if (processing) return 'Preparing your photo.';
  return '';
}

export function StatusAnnouncer({
  state,
  waitingForConnection = false,
}: {
  state: CameraState;
  waitingForConnection?: boolean;
}) {
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {statusText(state, waitingForConnection)}
    </Box>
  );
}
