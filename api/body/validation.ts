import type { z } from 'zod';
import { ApiError } from '../../core/errors.ts';

/** A zod failure as 400 INVALID_REQUEST: the first offending field, and every issue. */
export function validationError(error: z.ZodError): ApiError {
  const issues = error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join('.');
    // Unknown properties are one issue naming several keys; report each key as its own field.
    if (issue.code === 'unrecognized_keys') {
      // A schema may say why a key is out of place (an option of another form); zod's own message only names it.
      const message = issue.message.startsWith('Unrecognized key') ? 'Unknown property.' : issue.message;
      return issue.keys.map((key) => ({ field: base ? `${base}.${key}` : key, message }));
    }
    return [{ field: base || 'body', message: issue.message }];
  });
  const first = issues[0]?.field ?? 'body';
  return new ApiError('INVALID_REQUEST', `Invalid request: ${first}: ${issues[0]?.message ?? 'invalid'}`, {
    reason: 'VALIDATION_FAILED',
    field: first,
    issues,
  });
}
