/** The transfer proof image: what the server takes (platform/uploads: JPEG, PNG or WebP, at most 5 MB). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_PROOF_MB = MAX_PROOF_BYTES / 1024 / 1024;
export const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The file picker's accept attribute. */
export const PROOF_ACCEPT = PROOF_TYPES.join(',');

/** What the form needs to know of a picked file. */
export type PickedFile = { name: string; size: number; type: string };

export type ProofFileError = 'proof_too_large' | 'proof_type' | 'proof_empty';

/**
 * A picked file checked before it is sent: over 5 MB is refused at once ("file exceeds allowed size"), and so is a
 * file the browser says is not one of the three image types. A file without a declared type goes to the server,
 * which decides by the content.
 */
export function checkProofFile(file: PickedFile): ProofFileError | null {
  if (file.size <= 0) return 'proof_empty';
  if (file.size > MAX_PROOF_BYTES) return 'proof_too_large';
  if (file.type !== '' && !(PROOF_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'proof_type';
  return null;
}
