import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { signedInHintCookie } from '#shared/session-hint';

/**
 * Component tests only: each test of the calling file runs signed in (the hint cookie a log-in
 * leaves, which the app reads before asking the API); after each, the rendered tree, the mocks and
 * the cookie go.
 */
export function signedInForEachTest() {
  beforeEach(() => {
    document.cookie = `${signedInHintCookie}=1; path=/`;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    document.cookie = `${signedInHintCookie}=; path=/; max-age=0`;
  });
}
