import { serializerCompiler } from 'fastify-type-provider-zod';

type Compiler = typeof serializerCompiler;

/** Whether `value` is a frozen object of primitives only: nothing in it can change, so neither can its JSON. */
function immutableRecord(value: unknown): value is object {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value) || Array.isArray(value)) return false;
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== null && typeof v === 'object') return false;
    if (typeof v === 'function' || typeof v === 'symbol') return false;
  }
  return true;
}

/** Whether `value` is exactly the success envelope of envelope.ts (`ok(data)`): its other fields are constants. */
function successEnvelope(value: unknown): value is { data: unknown } {
  if (value === null || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return e.type === 'ok' && e.code === 1 && e.message === 'OK' && Object.keys(e).length === 4;
}

/**
 * The response serialiser: the zod check and JSON of fastify-type-provider-zod, remembered per route for a success
 * envelope whose data is an immutable record (a frozen object of primitives, as the session cache keeps a user's
 * profile). The same record always gives the same text, so it is checked and written once, not on every request
 * (the user center is the app's most frequent call). Any other answer is checked and written every time.
 */
export const rememberingSerializerCompiler: Compiler = (route) => {
  const serialize = serializerCompiler(route);
  const texts = new WeakMap<object, string>();
  return (value) => {
    if (!successEnvelope(value) || !immutableRecord(value.data)) return serialize(value);
    const known = texts.get(value.data);
    if (known !== undefined) return known;
    const text = serialize(value);
    texts.set(value.data, text);
    return text;
  };
};
