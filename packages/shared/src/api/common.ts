import { z } from 'zod';

/** A form field: a string of bounded length (form bodies carry only strings). */
export const text = (max = 200) => z.string().max(max, { message: 'invalid_request' });
export const optionalText = (max = 200) => text(max).optional();

/**
 * A whole number as a form, a query string or JSON sends it: a JSON number, or digits without spaces, signs or
 * leading zeros ("7", not " 7" or "07"), within [min, max]. An array or object is refused, not coerced.
 */
export const wholeNumber = (min: number, max: number) =>
  z.union([z.number().int(), z.string().regex(/^(0|[1-9]\d{0,15})$/).transform(Number)]).pipe(z.number().int().min(min).max(max));

/** A row id in a path or a body. */
export const idField = wholeNumber(1, Number.MAX_SAFE_INTEGER);
export const idParams = z.object({ id: idField });

/** Paging as every list takes it: 1-based page and a page size up to 100. */
export const pageQuery = z.object({
  page: wholeNumber(1, 100_000).default(1).describe('1-based page'),
  limit: wholeNumber(1, 100).default(20).describe('page size, at most 100'),
});

/** A page of a list: the items and how many there are in all. */
export const paged = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

/** A decimal string as the server writes amounts and prices (never a float). */
export const decimal = z.string().describe('decimal string');

/** A success without data. */
export const none = z.null();

/** A checkbox as forms send it: "1", "true", "on" or a JSON boolean; absent is unchecked. */
export const checkbox = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on', 'off', ''])]).optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');
