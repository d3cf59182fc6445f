import { z } from 'zod';

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
