import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/** Marks results that came from the offline demo AI rather than a real model. */
export function DemoBadge() {
  return (
    <Tooltip title="These results come from the offline demo AI, not a real analysis.">
      <Chip
        label="Demo AI"
        size="small"
        variant="outlined"
        aria-description="These results come from the offline demo AI, not a real analysis."
        // Dark amber on pale amber: readable (WCAG AA), unlike the theme's warning colour on white.
        sx={{ color: '#9a3412', bgcolor: '#fff7ed', borderColor: '#fdba74', fontWeight: 600 }}
      />
    </Tooltip>
  );
}
