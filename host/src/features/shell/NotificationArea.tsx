/** The fixed notification area at the top right (spec §1). Empty by design; a live region for future notices. */
export function NotificationArea() {
  return (
    <div
      role="region"
      aria-label="Notifications"
      aria-live="polite"
      style={{
        position: 'fixed',
        top: 8,
        right: 8,
        zIndex: 1400,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        pointerEvents: 'none',
      }}
    />
  );
}
