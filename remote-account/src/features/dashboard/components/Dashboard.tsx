/**
 * /dashboard (spec §2): greeting, actions, counters and Recent Activity from the seller's saved
 * listings, and History (/dashboard?view=history) with every listing.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AppLink, useAppLocation, useAuth } from '@snap/shared';
import { greetingName } from '../greeting';
import { useListings } from '../hooks/useListings';
import { formatPrice } from '@snap/shared/format';
import { listingStats } from '../listingStats';
import { DashboardHeader } from './DashboardHeader';
import { DashboardNotice } from './DashboardNotice';
import { SyncNotice } from './SyncNotice';
import { HistoryView } from './HistoryView';
import { RecentActivity } from './RecentActivity';
import { StatCard } from './StatCard';
import { PATHS } from '@snap/shared/contracts';

const HOW_IT_WORKS = [
  'Snap a photo of your item',
  'Get an instant AI price estimate',
  'Share your listing to marketplaces',
];

export function Dashboard() {
  const { user } = useAuth();
  const snapshot = useListings();
  const history = new URLSearchParams(useAppLocation().search).get('view') === 'history';
  const stats = listingStats(snapshot.listings);
  // Until the first answer the counters say they are coming, rather than a made-up 0.
  const counter = (value: string) => (snapshot.loading ? '…' : value);
  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <DashboardHeader />
      <Box component="main" sx={{ p: 2, pb: 8, maxWidth: 720, mx: 'auto' }}>
        {history ? (
          <HistoryView snapshot={snapshot} />
        ) : (
          <>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700, my: 2 }}>
              Welcome back, {greetingName(user?.displayName)}!
            </Typography>
            <DashboardNotice />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button component={AppLink} to={PATHS.camera} variant="contained" size="large">
                Scan New Item
              </Button>
              <Button component={AppLink} to={PATHS.profile} variant="outlined" size="large">
                Profile
              </Button>
              <Button component={AppLink} to={PATHS.history} variant="outlined" size="large">
                History
              </Button>
            </Stack>
            {/*
              Under the buttons: what waits to sync is read from the device after they are drawn,
              and goes once sent; above them, it moved them under the seller's finger both times.
            */}
            <SyncNotice waiting={snapshot.waitingToSync} notSaved={snapshot.notSaved} />
            {/* Two a row on a phone (the spec's pair first), all five on one from a tablet up. */}
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
                gap: 1.5,
                my: 2,
              }}
            >
              <StatCard label="Items Scanned" value={counter(String(stats.itemsScanned))} />
              <StatCard label="Total Value" value={counter(formatPrice(stats.totalValue))} />
              <StatCard label="Listed" value={counter(String(stats.listed))} />
              <StatCard label="Sold" value={counter(String(stats.sold))} />
              <StatCard label="Earned" value={counter(formatPrice(stats.earned))} />
            </Box>
            <RecentActivity snapshot={snapshot} />
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
          </>
        )}
      </Box>
    </Box>
  );
}
