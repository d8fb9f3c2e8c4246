import type { Ref } from 'react';

export interface PhotoInputProps {
  ref?: Ref<HTMLInputElement>;
  onFile(file: File): void;
}

/** The hidden file input (spec §2): images only, rear camera preferred on phones. */
export function PhotoInput({ ref, onFile }: PhotoInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      capture="environment"
      hidden
      aria-label="Choose a photo"
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared so picking the same file again still fires a change.
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
