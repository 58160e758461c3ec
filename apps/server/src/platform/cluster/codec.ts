/**
 * JSON with bigints (money in atoms) kept as bigints across the broker: `{"$big":"123"}` on the wire. A plain object
 * with a single `$big` string key is the only shape read back as a bigint.
 */
export function encode(value: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? { $big: v.toString() } : v)));
}

export function decode(bytes: Uint8Array): unknown {
  return JSON.parse(new TextDecoder().decode(bytes), (_k, v: unknown) => {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const keys = Object.keys(v);
      const big = (v as { $big?: unknown }).$big;
      if (keys.length === 1 && typeof big === 'string' && /^-?\d+$/.test(big)) return BigInt(big);
    }
    return v;
  });
}
