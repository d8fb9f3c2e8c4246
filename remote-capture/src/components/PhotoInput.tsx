import type { Ref } from 'react';

export type PhotoSource = 'camera' | 'gallery';

/**
 * Opens the picker. `capture` makes phones go straight to the camera, which is right for Take
 * Photo but would make 'Choose from Gallery' open the camera too: for the gallery the attribute
 * is lifted just for this click (the picker reads it when it opens).
 */
export function openPicker(input: HTMLInputElement | null, source: PhotoSource): void {
  if (!input) return;
  if (source === 'gallery') input.removeAttribute('capture');
  input.click();
  input.setAttribute('capture', 'environment');
}

export interface PhotoInputProps {
  ref?: Ref<HTMLInputElement>;
  onFile(file: File): void;
  /** The rear camera first on phones (the default), or the phone's own choice of camera or gallery. */
  camera?: boolean;
  label?: string;
}

/** A hidden file input (spec §2): images only, by default the rear camera preferred on phones. */
export function PhotoInput({ ref, onFile, camera = true, label = 'Choose a photo' }: PhotoInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      {...(camera ? { capture: 'environment' as const } : {})}
      hidden
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared so picking the same file again still fires a change.
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
