/**
 * An analysis asked for while offline (the PWA: README, "Install it; offline"): it needs a
 * connection, so the photo waits here and is analysed by itself once the browser is back online
 * (useAnalysis). Cancel returns to the photos, which stay.
 */
import Typography from '@mui/material/Typography';
import type { CapturedPhoto } from '@snap/shared';
import { OfflineIcon } from '../../../components/icons';
import { AnalysisPhasePanel } from './AnalysisPhasePanel';

export const WAITING_HEADING = 'Waiting for a connection';
export const WAITING_TEXT =
  'The analysis needs an internet connection. Your photo is kept and will be analyzed as soon as you are back online.';

export interface WaitingForConnectionPanelProps {
  photo: CapturedPhoto | undefined;
  onCancel(): void;
}

export function WaitingForConnectionPanel({ photo, onCancel }: WaitingForConnectionPanelProps) {
  return (
    <AnalysisPhasePanel
      photo={photo}
      photoAlt="Photo waiting to be analyzed"
      indicator={<OfflineIcon sx={{ fontSize: 40, color: 'text.secondary' }} />}
      heading={WAITING_HEADING}
      onCancel={onCancel}
    >
      <Typography sx={{ color: 'text.secondary', maxWidth: 360 }}>{WAITING_TEXT}</Typography>
    </AnalysisPhasePanel>
  );
}
