import { ApiError } from '~/lib/api';

/**
 * Whether a request with an e-mailed token was refused for the token (400 without a message for
 * one of the form's `fields`): the link is invalid, used or expired.
 */
export function isRejectedLink(error: unknown, fields: readonly string[] = []): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    !error.errors.some(({ path }) => fields.includes(path.split('.')[0]!))
  );
}
