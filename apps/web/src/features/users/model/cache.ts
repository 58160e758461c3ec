/** Clear cache keeps the session (token, user, language, demo marker): every other stored key goes. */
export function keysToClear(keys: readonly string[], keep: readonly string[]): string[] {
  const kept = new Set(keep);
  return keys.filter((k) => !kept.has(k));
}
