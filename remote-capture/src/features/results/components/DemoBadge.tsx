import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/** Marks results that came from the offline demo AI rather than a real model. */
export function DemoBadge() {
  return (
    <Tooltip title="These results come from the offline demo AI, not a real analysis.">
      <Chip label="Demo AI" color="warning" size="small" variant="outlined" aria-description="These results come from the offline demo AI, not a real analysis." />
    </Tooltip>
  );
}
