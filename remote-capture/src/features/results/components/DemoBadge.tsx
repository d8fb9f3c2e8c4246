import Chip from '@mui/material/Chip';

const EXPLANATION = 'These results come from the offline demo AI, not a real analysis.';

/**
 * Marks results that came from the offline demo AI rather than a real model (or, with its own
 * label, other demo data: the eBay stand-in's listings). The explanation is
 * the badge's description and its native tooltip (`title`): MUI's Tooltip keeps its child's node in
 * state through a ref, so revealing the results panel built hidden (CameraScreen) set state in the
 * commit, which re-rendered synchronously and ran every effect of the panel in the same long task.
 */
export function DemoBadge({ label = 'Demo AI', explanation = EXPLANATION }: { label?: string; explanation?: string }) {
  return (
    <Chip
      label={label}
      size="small"
      variant="outlined"
      title={explanation}
      aria-description={explanation}
      // Dark amber on pale amber: readable (WCAG AA), unlike the theme's warning colour on white.
      sx={{ color: '#9a3412', bgcolor: '#fff7ed', borderColor: '#fdba74', fontWeight: 600 }}
    />
  );
}
