import { VERSION_LABEL } from '@snap/shared';

/** The version label fixed at the bottom right of the shell (spec §1). */
export function VersionBadge() {
  return (
    <div
      data-testid="version-badge"
      style={{
        position: 'fixed',
        right: 8,
        bottom: 'calc(8px + env(safe-area-inset-bottom, 0px))',
        zIndex: 1200,
        padding: '2px 8px',
        borderRadius: 999,
        fontSize: 12,
        background: 'rgba(15, 23, 42, 0.8)',
        color: '#fff',
        pointerEvents: 'none',
      }}
    >
      {VERSION_LABEL}
    </div>
  );
}
