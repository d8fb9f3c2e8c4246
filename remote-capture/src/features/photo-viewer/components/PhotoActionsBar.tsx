import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CopyIcon, DeleteIcon, DownloadIcon } from '../../../components/icons';

export interface PhotoActionsBarProps {
  onCopy(): void;
  onDownload(): void;
  /** Absent when removing is not allowed here. */
  onRemove?: () => void;
}

export function PhotoActionsBar({ onCopy, onDownload, onRemove }: PhotoActionsBarProps) {
  return (
    <Stack direction="row" sx={{ gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<CopyIcon />} onClick={onCopy}>
        Copy image
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownload}>
        Download
      </Button>
      {onRemove && (
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={onRemove}>
          Remove photo
        </Button>
      )}
    </Stack>
  );
}
