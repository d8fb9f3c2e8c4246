import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink, useAuth } from '@snap/shared';
import { greetingName } from '../greeting';
import { DashboardHeader } from './DashboardHeader';
import { DashboardNotice } from './DashboardNotice';
import { StatCard } from './StatCard';

export interface DashboardStats {
  itemsScanned: number;
  totalValue: number;
}

/** Placeholder counters per the spec until saved listings feed them. */
const PLACEHOLDER_STATS: DashboardStats = { itemsScanned: 0, totalValue: 0 };

const HOW_IT_WORKS = ['Snap a photo of your item', 'Get an instant AI price estimate', 'Share your listing to marketplaces'];

export function Dashboard({ stats = PLACEHOLDER_STATS }: { stats?: DashboardStats }) {
  const { user } = useAuth();
  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <DashboardHeader />
      <Box component="main" sx={{ p: 2, maxWidth: 720, mx: 'auto' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, my: 2 }}>
          Welcome back, {greetingName(user?.displayName)}!
        </Typography>
        <DashboardNotice />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={AppLink} to="/camera" variant="contained" size="large">
            Scan New Item
          </Button>
          <Button component={AppLink} to="/profile" variant="outlined" size="large">
            Profile
          </Button>
          <Button variant="outlined" size="large">
            History
          </Button>
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ my: 2 }}>
          <StatCard label="Items Scanned" value={String(stats.itemsScanned)} />
          <StatCard label="Total Value" value={`$${stats.totalValue.toLocaleString('en-US')}`} />
        </Stack>
        <Paper component="section" aria-labelledby="recent-activity" sx={{ p: 2, mb: 2 }}>
          <Typography id="recent-activity" component="h2" variant="h6">
            Recent Activity
          </Typography>
          <Typography color="text.secondary" sx={{ my: 1 }}>
            No items scanned yet
          </Typography>
          <Button component={AppLink} to="/camera" variant="contained">
            Scan Your First Item
          </Button>
        </Paper>
        <Paper component="section" aria-labelledby="how-it-works" sx={{ p: 2 }}>
          <Typography id="how-it-works" component="h2" variant="h6">
            How it works
          </Typography>
          <ol>
            {HOW_IT_WORKS.map((step) => (
              <li key={step}>
                <Typography>{step}</Typography>
              </li>
            ))}
          </ol>
        </Paper>
      </Box>
    </Box>
  );
}
