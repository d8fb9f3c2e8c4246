/** The dialog's header: the marketplace's name, then Refresh, open-in-new-tab and Close (spec §2). */
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CloseIcon, OpenInNewIcon, RefreshIcon } from './frameIcons';

export interface FrameToolbarProps {
  titleId: string;
  name: string;
  url: string | null;
  onRefresh(): void;
  onClose(): void;
}

export function FrameToolbar({ titleId, name, url, onRefresh, onClose }: FrameToolbarProps) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography id={titleId} component="h2" variant="h6" noWrap sx={{ flex: 1, pl: 1 }}>
        {name}
      </Typography>
      {url && (
        <>
          <IconButton aria-label="Refresh" onClick={onRefresh} size="large">
            <RefreshIcon />
          </IconButton>
          <IconButton
            aria-label={`Open ${name} in a new tab`}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="large"
          >
            <OpenInNewIcon />
          </IconButton>
        </>
      )}
      <IconButton aria-label="Close" onClick={onClose} size="large">
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
