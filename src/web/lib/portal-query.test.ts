import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { portalRetry } from './portal-query';

describe('portal retries', () => {
  it('retries a failed load up to 3 times', () => {
    const error = new ApiError(503, '503: Service Unavailable');
    expect([0, 1, 2, 3].map((count) => portalRetry(count, error))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(portalRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never retries a 401', () => {
    expect(portalRetry(0, new ApiError(401, '401: Unauthorized'))).toBe(false);
  });
});

describe('a 404', () => {
  it('is an answer, shown at once, never asked again', () => {
    expect(portalRetry(0, new ApiError(404, '404: {"message":"Not found"}'))).toBe(false);
  });
});
