import { verifyProofFile, type ProofCheck, type ProofFile } from '@candor/shared';

export type CheckState = { status: 'idle' | 'running' | 'done'; checks: ProofCheck[] };

/**
 * Checks the user's proof in the browser with WebCrypto's SHA-256 (the same code as `npx candor-verify`), against the
 * roots published on the public endpoint, not only against the roots inside the proof.
 */
export function checkProof(file: ProofFile, published: Readonly<Record<string, string>>): Promise<ProofCheck[]> {
  return verifyProofFile(file, published);
}

/** The proof as the JSON file the user downloads and gives to `npx candor-verify proof.json`. */
export function proofJson(file: ProofFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

export const shortHash = (hash: string): string => (hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash);
