/** What this device can do for sharing (spec §2 capability ticks), measured rather than assumed. */
export interface DeviceCapabilities {
  webShareFiles: boolean;
  webShare: boolean;
  clipboard: boolean;
  androidIntents: boolean;
}

interface NavigatorLike {
  share?: unknown;
  canShare?: (data: { files: File[] }) => boolean;
  clipboard?: { writeText?: unknown };
  userAgent: string;
}

/** A tiny JPEG file: canShare answers for files of this kind, as the real share will send. */
const probeFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'probe.jpg', { type: 'image/jpeg' });

function canShareFiles(nav: NavigatorLike): boolean {
  if (typeof nav.canShare !== 'function' || typeof nav.share !== 'function') return false;
  try {
    return nav.canShare({ files: [probeFile()] });
  } catch {
    return false;
  }
}

export function measureCapabilities(nav: NavigatorLike, secureContext: boolean): DeviceCapabilities {
  return {
    webShareFiles: canShareFiles(nav),
    webShare: typeof nav.share === 'function',
    clipboard: secureContext && typeof nav.clipboard?.writeText === 'function',
    androidIntents: /Android/i.test(nav.userAgent),
  };
}

export const CAPABILITY_LABELS: Record<keyof DeviceCapabilities, string> = {
  webShareFiles: 'Native sharing (Level 2, with photos)',
  webShare: 'Basic web share',
  clipboard: 'Clipboard copy',
  androidIntents: 'Android app intents',
};
