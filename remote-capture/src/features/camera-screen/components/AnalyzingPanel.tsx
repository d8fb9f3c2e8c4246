/**
 * Analyzing (spec §2): thumbnail, spinner, 'Analyzing Item' and the explanation; plus which step
 * is running, a note when the gateway is slow, and Cancel.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Spinner, type CapturedPhoto } from '@snap/shared';
import { useElapsedSeconds } from '../hooks/useElapsedSeconds';
import type { AnalysisStage } from '../../camera';
import { ProgressBar } from '../../../components/ProgressBar';
import { AnalysisPhasePanel } from './AnalysisPhasePanel';

export const SLOW_ANALYSIS_SECONDS = 8;

export const STAGE_TEXT: Record<AnalysisStage, string> = {
  identifying: 'Step 1 of 2: identifying the item',
  estimating: 'Step 2 of 2: estimating the price',
};

/** What the seller reads once the item is known and its price is still coming. */
export const identifiedText = (name: string) => `Identified: ${name}`;

export interface AnalyzingPanelProps {
  photo: CapturedPhoto | undefined;
  stage: AnalysisStage;
  identifiedName?: string | null;
  onCancel(): void;
}

export function AnalyzingPanel({ photo, stage, identifiedName, onCancel }: AnalyzingPanelProps) {
  const elapsed = useElapsedSeconds();
  return (
    <AnalysisPhasePanel
      photo={photo}
      photoAlt="Photo being analyzed"
      indicator={<Spinner size="md" label="Analyzing" />}
      heading="Analyzing Item"
      onCancel={onCancel}
    >
      <Typography sx={{ color: 'text.secondary' }}>
        Our AI is identifying your item and finding the best price.
      </Typography>
      {/* Announced by the screen's status region (StatusAnnouncer); the line keeps its height so nothing jumps. */}
      <Typography sx={{ fontWeight: 600, minHeight: '1.5em', overflowWrap: 'anywhere' }}>
        {identifiedName ? identifiedText(identifiedName) : ''}
      </Typography>
      <Box sx={{ width: '100%', maxWidth: 320 }}>
        <ProgressBar value={stage === 'identifying' ? 33 : 66} label={STAGE_TEXT[stage]} />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {STAGE_TEXT[stage]}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: '3em' }}>
        {elapsed >= SLOW_ANALYSIS_SECONDS &&
          `Still working (${elapsed} s). The AI is slower than usual right now; you can keep waiting or cancel.`}
      </Typography>
    </AnalysisPhasePanel>
  );
}
