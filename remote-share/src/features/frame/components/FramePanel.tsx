/** The dialog's content: toolbar, the frame (or why there is none) and the listing's copy actions. */
import Typography from '@mui/material/Typography';
import type { MarketplaceId, ShareData } from '@snap/shared';
import { frameTarget } from '../api/frameTarget';
import { useFrameLoad } from '../hooks/useFrameLoad';
import { FrameToolbar } from './FrameToolbar';
import { FrameView } from './FrameView';
import { FrameListingActions } from './FrameListingActions';

export interface FramePanelProps {
  titleId: string;
  marketplace: MarketplaceId;
  data?: ShareData;
  onClose(): void;
}

export function FramePanel({ titleId, marketplace, data, onClose }: FramePanelProps) {
  const target = frameTarget(marketplace);
  const { state, onFrameLoad, retry } = useFrameLoad(target?.url ?? null);
  return (
    <>
      <FrameToolbar
        titleId={titleId}
        name={target?.name ?? 'Marketplace'}
        url={target?.url ?? null}
        onRefresh={retry}
        onClose={onClose}
      />
      {target ? (
        <FrameView name={target.name} url={target.url} state={state} onFrameLoad={onFrameLoad} onRetry={retry} />
      ) : (
        <Typography role="alert" sx={{ p: 3 }}>
          Marketplace configuration not found
        </Typography>
      )}
      {target && data && <FrameListingActions data={data} marketplace={marketplace} onLeave={onClose} />}
    </>
  );
}
