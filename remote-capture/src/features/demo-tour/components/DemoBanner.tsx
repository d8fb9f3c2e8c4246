import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** Says plainly that this is the demo: a sample photo, the real analysis, no account. */
export function DemoBanner() {
  return (
    <Alert
      role="note"
      severity="info"
      variant="outlined"
      icon={false}
      aria-label="Demo"
      sx={{ bgcolor: 'background.paper' }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>Demo</AlertTitle>A sample photo, sent through the same steps as your own:
      resized, then priced by the AI. No signup needed.
    </Alert>
  );
}
