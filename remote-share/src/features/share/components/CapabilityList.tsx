/** The device capability ticks (spec §2): what this device can do, measured when the modal opens. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { CAPABILITY_LABELS, type DeviceCapabilities } from '../core/capabilities';

const Tick = ({ on }: { on: boolean }) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    style={{ flexShrink: 0, marginTop: 1 }}
  >
    {on ? (
      <path fill="#2e7d32" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    ) : (
      <path
        fill="#9e9e9e"
        d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z"
      />
    )}
  </svg>
);

export function CapabilityList({ capabilities }: { capabilities: DeviceCapabilities }) {
  const keys = Object.keys(CAPABILITY_LABELS) as (keyof DeviceCapabilities)[];
  return (
    <section aria-labelledby="share-capabilities-heading">
      <Typography id="share-capabilities-heading" component="h3" variant="subtitle2" sx={{ color: 'text.secondary' }}>
        This device
      </Typography>
      <List dense disablePadding sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr' }, columnGap: 1 }}>
        {keys.map((key) => (
          <ListItem key={key} disableGutters sx={{ gap: 0.75, py: 0.25, alignItems: 'flex-start' }}>
            <Tick on={capabilities[key]} />
            <Typography variant="body2" sx={{ color: capabilities[key] ? 'text.primary' : 'text.secondary' }}>
              {CAPABILITY_LABELS[key]}
              <span style={visuallyHidden}>{capabilities[key] ? ': available' : ': not available'}</span>
            </Typography>
          </ListItem>
        ))}
      </List>
    </section>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
