import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Spinner, VERSION_LABEL } from '@snap/shared';
import type { ModuleRelease, ReleaseState } from '../remotes';
import { useReleases } from './hooks/useReleases';
import { SHELL_RELEASE } from './shellRelease';

const MODULE_NAMES: Record<ModuleRelease['name'], string> = {
  host: 'Shell',
  remote_capture: 'Capture',
  remote_share: 'Share',
  remote_account: 'Account',
};

const STATES: Record<ReleaseState, string> = {
  running: 'Running on this page',
  refused: 'Not running: needs a newer version of this page',
  deployed: 'Deployed, not opened on this page yet',
  unreachable: 'Could not be reached',
};

function ReleaseRow({ name, state, release }: ModuleRelease) {
  return (
    <li style={{ padding: '8px 0' }}>
      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {MODULE_NAMES[name]} {release ? `v${release.version}` : ''}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {release ? `Commit ${release.commit} · ` : ''}
        {STATES[state]}
      </Typography>
    </li>
  );
}

export interface VersionDetailsProps {
  loadReleases(): Promise<ModuleRelease[]>;
  onClose(): void;
}

/** Which build of the shell and of each remote this page runs, for a bug report or a support call. */
export default function VersionDetails({ loadReleases, onClose }: VersionDetailsProps) {
  const releases = useReleases(loadReleases);
  return (
    <Dialog open onClose={onClose} aria-labelledby="version-details-title" fullWidth maxWidth="xs">
      <DialogTitle id="version-details-title">Version details</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          Snap. Price. Sell. {VERSION_LABEL}. Each part of the app is deployed on its own.
        </Typography>
        <ul aria-label="Modules" style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
          <ReleaseRow name="host" state="running" release={SHELL_RELEASE} />
          {releases?.map((module) => (
            <ReleaseRow key={module.name} {...module} />
          ))}
        </ul>
        {!releases && <Spinner size="sm" label="Reading versions" />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
