import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CardItem } from '../landingContent';
import { LandingIcon } from './landingIcons';

/** A titled section of icon cards: used for the steps and the benefits. */
export function CardGrid({
  id,
  heading,
  items,
  numbered = false,
}: {
  id: string;
  heading: string;
  items: readonly CardItem[];
  numbered?: boolean;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ px: 2, py: 4, maxWidth: 1040, mx: 'auto' }}>
      <Typography id={id} component="h2" variant="h4" sx={{ fontWeight: 800, textAlign: 'center', mb: 3 }}>
        {heading}
      </Typography>
      <Box
        component={numbered ? 'ol' : 'ul'}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${Math.min(items.length, 4)}, 1fr)` },
        }}
      >
        {items.map((item, index) => (
          <Paper component="li" key={item.title} variant="outlined" sx={{ p: 2.5 }}>
            <LandingIcon name={item.icon} color="primary" sx={{ fontSize: 36, mb: 0.5 }} />
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {numbered ? `${index + 1}. ` : ''}
              {item.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{item.text}</Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
