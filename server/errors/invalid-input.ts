/**
 * Invalid input: a validation error of zod, classic (`zod`) or mini (`zod/mini`, used by the schemas
 * shared with the browser), as the message of each field and one message for the whole.
 */
import { z } from 'zod';
import { textsFor } from '../../src/i18n/server-texts.ts';
import { localeOfError } from '../../src/leads/schema.ts';

export function isZodError(error: unknown): error is z.core.$ZodError {
  return error instanceof z.core.$ZodError;
}

/** `{ field: first message }` for every invalid field; nested paths are joined with dots. */
export function flattenZodError(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The message of invalid input, in the language of the fields' messages (a French signup's are French:
 * src/leads/schema.ts); the message of each field is in `fieldErrors` (tRPC) or `errors` (REST).
 */
export function invalidInputMessage(error: z.core.$ZodError): string {
  return textsFor(localeOfError(error)).validation.messages.invalidInput;
}
