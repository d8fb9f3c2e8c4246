/**
 * The marketplace in a sandboxed frame, with the loading and 'Unable to load' states over it.
 * The frame stays mounted but invisible while loading so a framable page can arrive underneath.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Spinner } from '@snap/shared';
import type { FrameState } from '../frameLoad';
import { BlockedIcon, OpenInNewIcon } from './frameIcons';

/** Scripts and forms so the marketplace works; popups so its own links can leave the frame. */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export interface FrameViewProps {
  name: string;
  url: string;
  state: FrameState;
  onFrameLoad(): void;
  onRetry(): void;
}

export function FrameView({ name, url, state, onFrameLoad, onRetry }: FrameViewProps) {
  return (
    <Box
      sx={{ position: 'relative', flex: 1, minHeight: 320, bgcolor: 'grey.50' }}
      aria-busy={state.status === 'loading'}
    >
      {state.frameMounted && (
        <Box
          component="iframe"
          key={state.attempt}
          title={name}
          src={url}
          sandbox={SANDBOX}
          referrerPolicy="no-referrer"
          onLoad={onFrameLoad}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            border: 0,
            visibility: state.status === 'loaded' ? 'visible' : 'hidden',
          }}
        />
      )}
      {state.status === 'loading' && (
        <Stack
          role="status"
          sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', gap: 2 }}
        >
          <Spinner size="md" label={`Loading ${name}`} />
          <Typography color="text.secondary">Loading {name}…</Typography>
        </Stack>
      )}
      {state.status === 'error' && (
        <Stack
          role="alert"
          sx={{
            position: 'absolute',
            inset: 0,
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.5,
            p: 3,
            textAlign: 'center',
          }}
        >
          <BlockedIcon color="action" sx={{ fontSize: 48 }} />
          <Typography component="h3" variant="h6">
            Unable to load
          </Typography>
          <Typography color="text.secondary">
            {name} could not be shown here. Most marketplaces only open in their own tab.
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button variant="outlined" onClick={onRetry}>
              Try Again
            </Button>
            <Button
              variant="contained"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon />}
            >
              Open in New Tab
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
