import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRIVACY_PATH, TERMS_PATH } from '@snap/shared';
import { BUILD_DATE, formatBuildDate } from '../buildDate';
import type { LegalDocument } from '../legalContent';

/** A static legal page (/privacy, /terms): the document, the build's date and a way home. */
export function LegalPage({
  document: doc,
  lastUpdated = BUILD_DATE,
}: {
  document: LegalDocument;
  lastUpdated?: string;
}) {
  return (
    <Box component="main" sx={{ px: 2, py: 3, maxWidth: 720, mx: 'auto' }}>
      <Button component={RouterLink} to="/" sx={{ mb: 1, ml: -1 }}>
        Back to home
      </Button>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {doc.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Last updated <time dateTime={lastUpdated}>{formatBuildDate(lastUpdated)}</time>
      </Typography>
      <Paper component="section" aria-label="In short" variant="outlined" sx={{ p: 2, mb: 3, bgcolor: 'action.hover' }}>
        <Typography component="p" sx={{ fontWeight: 500 }}>
          {doc.summary}
        </Typography>
      </Paper>
      {doc.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 3 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.25 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <Box
        component="nav"
        aria-label="Legal"
        sx={{ display: 'flex', gap: 1, borderTop: 1, borderColor: 'divider', pt: 2 }}
      >
        <Button component={RouterLink} to={PRIVACY_PATH}>
          Privacy
        </Button>
        <Button component={RouterLink} to={TERMS_PATH}>
          Terms
        </Button>
      </Box>
    </Box>
  );
}
