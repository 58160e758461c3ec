import { useRef } from 'react';
import styles from './c2c.module.css';

/** Accepted like the server: JPEG, PNG or WebP, at most 5 MB. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A button that opens the file picker for one image. */
export function ImagePick({ label, onPick, disabled, testId }: { label: string; onPick: (file: File) => void; disabled?: boolean; testId: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={input} type="file" accept={IMAGE_ACCEPT} className={styles.hidden} data-testid={`${testId}-input`}
        onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) onPick(f); }} />
      <button type="button" className={styles.iconBtn} disabled={disabled} onClick={() => input.current?.click()} data-testid={testId}>{label}</button>
    </>
  );
}
