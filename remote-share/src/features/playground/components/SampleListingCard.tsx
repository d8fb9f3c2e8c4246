/** The sample listing as the share dialogs will receive it: its photos, title, price and tags. */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShareData } from '@snap/shared';

export interface SampleListingCardProps {
  listing: ShareData;
  photoUrls: string[];
}

export function SampleListingCard({ listing, photoUrls: urls }: SampleListingCardProps) {
  return (
    <Card variant="outlined">
      <Stack
        component="ul"
        direction="row"
        aria-label="Sample photos"
        sx={{ gap: 1, p: 1, m: 0, listStyle: 'none', overflowX: 'auto' }}
      >
        {urls.map((url, index) => (
          <Box component="li" key={url}>
            <Box
              component="img"
              src={url}
              alt={`Sample photo ${index + 1}`}
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
          </Box>
        ))}
      </Stack>
      <CardContent>
        <Typography component="h2" variant="h6">
          {listing.title}
        </Typography>
        <Typography color="text.secondary">
          ${listing.price} · {listing.condition} · {listing.category}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {listing.description}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Tags: {listing.tags.join(', ')}
        </Typography>
      </CardContent>
    </Card>
  );
}
