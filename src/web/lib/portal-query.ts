import { ApiError } from './api';
import { isUnauthorized } from './query-client';

/** Portal loads retry up to 3 times. */
export const PORTAL_MAX_RETRIES = 3;

/**
 * The retry rule of every portal query (policies, claims, documents): a passing network or
 * server failure is tried again, up to 3 times; a 401 never is, since the session is over and
 * the log-in redirect should not wait for three more refusals, and neither is a 404, an answer
 * (not theirs, or not for them) that asking again will not change.
 */
export function portalRetry(failureCount: number, error: unknown): boolean {
  const answered = error instanceof ApiError && error.status === 404;
  return !isUnauthorized(error) && !answered && failureCount < PORTAL_MAX_RETRIES;
}
