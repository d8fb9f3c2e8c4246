/** The strip above a standalone remote: which remote, which AI answers, the sign-in switch, its pages. */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AppLink } from '../navigation/navigation';
import type { StandaloneAiSource } from './standaloneAi';

export interface StandalonePage {
  label: string;
  to: string;
}

const AI_LABEL: Record<StandaloneAiSource, string> = { gateway: 'AI: local gateway', demo: 'AI: demo samples' };

export interface StandaloneBarProps {
  remote: string;
  aiSource: Promise<StandaloneAiSource>;
  signedIn: boolean;
  onSignedInChange(signedIn: boolean): void;
  pages: StandalonePage[];
}

export function StandaloneBar({ remote, aiSource, signedIn, onSignedInChange, pages }: StandaloneBarProps) {
  const [source, setSource] = useState<StandaloneAiSource | null>(null);
  useEffect(() => {
    let live = true;
    void aiSource.then((value) => live && setSource(value));
    return () => {
      live = false;
    };
  }, [aiSource]);

  return (
    <Box
      component="aside"
      aria-label="Standalone controls"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        px: 2,
        py: 0.5,
        bgcolor: 'grey.900',
        color: 'grey.100',
        fontSize: 14,
      }}
    >
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {remote} · standalone
      </Typography>
      <Typography component="span" variant="body2" role="status">
        {source ? AI_LABEL[source] : 'AI: checking…'}
      </Typography>
      <FormControlLabel
        control={
          <Switch size="small" checked={signedIn} onChange={(event) => onSignedInChange(event.target.checked)} />
        }
        label="Act signed in"
        slotProps={{ typography: { variant: 'body2' } }}
      />
      {pages.length > 0 && (
        <Box component="nav" aria-label="Standalone pages" sx={{ display: 'flex', gap: 1.5 }}>
          {pages.map((page) => (
            <Link key={page.to} component={AppLink} to={page.to} color="inherit" variant="body2">
              {page.label}
            </Link>
          ))}
        </Box>
      )}
    </Box>
  );
}
