import { z } from 'zod';
import { SIZES } from './constants.ts';

/** A size from the fixed scale. */
export function sizeField() {
  return z.enum(SIZES, { error: `Size must be one of: ${SIZES.join(', ')}` });
}

/** A required, trimmed text field whose error names the field, e.g. "Username is required". */
export function requiredText(label: string, maxLength = 200) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength} characters`);
}

export function optionalText(label: string, maxLength = 2000) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(maxLength, `${label} must be at most ${maxLength} characters`)
    .optional();
}

/** Where the shop serves an uploaded picture, exactly as an upload answers it. */
const SHOP_IMAGE_PATH = /^\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/i;

export function isShopImage(value: string): boolean {
  return SHOP_IMAGE_PATH.test(value);
}

/**
 * An optional picture: empty, or one stored by this shop (`/images/<id>.webp`). Never a script (`javascript:`) or
 * an address on another host, which the shop's page policy would not show anyway.
 */
export function shopImage(label: string) {
  return optionalText(label, 100).refine((value) => !value || isShopImage(value), {
    message: `${label} must be a picture uploaded to this shop`,
  });
}
