import { z } from 'zod';

export type OkEnvelope<T> = { type: 'ok'; code: 1; message: 'OK'; data: T };
export type ErrorEnvelope = { type: 'error' | '999'; code: number; message: string };

export function ok<T>(data: T): OkEnvelope<T> {
  return { type: 'ok', code: 1, message: 'OK', data };
}

/** The response schema of a route: the success envelope around its data. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ type: z.literal('ok'), code: z.literal(1), message: z.literal('OK'), data });
}

export const errorEnvelope = z.object({
  type: z.enum(['error', '999']),
  code: z.number().int(),
  message: z.string(),
});
