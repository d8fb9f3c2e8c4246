import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { VERSION_LABEL } from '@snap/shared';
import type { ModuleRelease } from '../remotes';

// Opened by few visitors: its dialog is a chunk of its own, fetched on the first click.
const VersionDetails = lazy(() => import(/* webpackChunkName: "version-details" */ './VersionDetails'));

export interface VersionBadgeProps {
  /** Each remote's release, read from the manifests when the details open (remotes/remoteReleases.ts). */
  loadReleases(): Promise<ModuleRelease[]>;
}

/**
 * At the bottom right of the page (the body, index.html), not of the screen, so no control ever
 * scrolls under it: it sits in the space each page leaves below its last control, and every
 * dialog's backdrop covers it.
 */
const BADGE_SX = {
  position: 'absolute',
  right: 8,
  bottom: 'calc(8px + env(safe-area-inset-bottom, 0px))',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  px: 1,
  borderRadius: 999,
  fontSize: 12,
  fontFamily: 'inherit',
  background: 'rgba(15, 23, 42, 0.8)',
  color: '#fff',
  '&.Mui-focusVisible': { outline: '2px solid #fff', boxShadow: '0 0 0 4px rgba(15, 23, 42, 0.8)' },
} as const;

const noSubscription = () => () => undefined;

/**
 * The version label at the bottom right of the shell (spec §1); it opens the version details.
 * In the HTML the build wrote, and until React has taken that page over, it is a plain label: a
 * button there would ignore a tap.
 */
export function VersionBadge({ loadReleases }: VersionBadgeProps) {
  const [open, setOpen] = useState(false);
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!live)
    return (
      <Box component="span" data-testid="version-badge" sx={BADGE_SX}>
        {VERSION_LABEL}
      </Box>
    );
  return (
    <>
      <ButtonBase
        data-testid="version-badge"
        aria-haspopup="dialog"
        aria-label={`${VERSION_LABEL}, version details`}
        onClick={() => setOpen(true)}
        sx={BADGE_SX}
      >
        {VERSION_LABEL}
      </ButtonBase>
      {open && (
        <Suspense fallback={null}>
          <VersionDetails loadReleases={loadReleases} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
