/**
 * The bus payloads on the wire: JSON where a bigint (money in atoms) travels as `{"$bigint":"<digits>"}` and comes back
 * a bigint, exactly (never through a float). Payloads are plain data (bus.ts), so nothing else needs a tag.
 */
const TAG = '$bigint';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const isTagged = (v: unknown): v is Record<typeof TAG, string> => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  return keys.length === 1 && keys[0] === TAG && typeof (v as Record<string, unknown>)[TAG] === 'string';
};

export function encodePayload(payload: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(payload, (_key, value: unknown) => typeof value === 'bigint' ? { [TAG]: value.toString() } : value));
}

export function decodePayload(bytes: Uint8Array): unknown {
  return JSON.parse(decoder.decode(bytes), (_key, value: unknown) => {
    if (!isTagged(value)) return value;
    const digits = value[TAG];
    if (!/^-?\d+$/.test(digits)) throw new Error('bus payload: a malformed bigint');
    return BigInt(digits);
  });
}
