import { z } from 'zod';

/** A checkbox as forms send it: "1", "true", "on" or a JSON boolean. */
export const checkbox = z.union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on', 'off', ''])]).optional()
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on');

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^\d{5,15}$/;
export const AREA_CODE_PATTERN = /^\+?\d{1,4}$/;
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const FUND_PASSWORD_PATTERN = /^\d{6}$/;
export const CODE_PATTERN = /^\d{6}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;

export const isEmail = (v: string): boolean => v.length <= 254 && EMAIL_PATTERN.test(v);
export const isPhone = (v: string): boolean => PHONE_PATTERN.test(v);
export const normaliseAreaCode = (v: string): string => v.replace(/^\+/, '');
