import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function StatCard({ label, value }: { label: string; value: string }) {
  const id = `stat-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper role="group" aria-labelledby={id} sx={{ p: 2, flex: 1 }}>
      <Typography id={id} color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}
