// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { MutationMeta } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { ApiError } from './api';
import { createQueryClient, UNAUTHORIZED_REDIRECT_MS, unauthorizedToast } from './query-client';
import { dismissToast, TOAST_REMOVE_DELAY_MS } from './use-toast';

type Assign = (url: string | URL) => void;
let assign: ReturnType<typeof vi.fn<Assign>>;

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/client-portal?tab=claims');
  assign = vi.fn<Assign>();
  // Navigation itself is the browser's; the test only sees where the page was sent.
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  render(<Toaster />);
});

afterEach(() => {
  act(() => dismissToast());
  act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const unauthorized = () => new ApiError(401, '401: {"message":"Unauthorized"}', 'Unauthorized');

describe('a 401 from the API', () => {
  it('shows the Unauthorized toast, then sends the browser to log in after 500 ms', async () => {
    const client = createQueryClient();
    await act(() =>
      client
        .fetchQuery({
          queryKey: ['/api/client/policies'],
          queryFn: () => Promise.reject(unauthorized()),
        })
        .catch(() => undefined),
    );
    expect(screen.getByText(unauthorizedToast.title)).toBeVisible();
    expect(screen.getByText(unauthorizedToast.description)).toBeVisible();
    act(() => vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS - 1));
    expect(assign).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith(
      `/api/login?returnTo=${encodeURIComponent('/client-portal?tab=claims')}`,
    );
  });

  it('does the same for a mutation, but not for one whose 401 means something else', async () => {
    const client = createQueryClient();
    const run = (meta?: MutationMeta) =>
      act(() =>
        client
          .getMutationCache()
          .build(client, { mutationFn: () => Promise.reject(unauthorized()), meta })
          .execute(undefined)
          .catch(() => undefined),
      );
    await run({ own401: true });
    act(() => vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText(unauthorizedToast.title)).toBeNull();

    await run();
    act(() => vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors to the caller', async () => {
    const client = createQueryClient();
    await act(() =>
      client
        .fetchQuery({
          queryKey: ['/api/client/claims'],
          queryFn: () => Promise.reject(new ApiError(500, '500: oops')),
        })
        .catch(() => undefined),
    );
    act(() => vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("a failed mutation's error toast", () => {
  const fail = (error: Error, meta: MutationMeta, variables: unknown = undefined) => {
    const client = createQueryClient();
    return act(() =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error), meta })
        .execute(variables)
        .catch(() => undefined),
    );
  };
  const refused = new ApiError(409, '409: {"message":"Already a client"}', 'Already a client');

  it("shows its title with the server's words, or the fallback when the server sent none", async () => {
    await fail(refused, { errorToast: { title: 'Not saved', fallback: 'Please try again.' } });
    expect(screen.getByText('Not saved')).toBeVisible();
    expect(screen.getByText('Already a client')).toBeVisible();
    act(() => dismissToast());
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));

    await fail(new TypeError('Failed to fetch'), {
      errorToast: { title: 'Not saved', fallback: 'Please try again.' },
    });
    expect(screen.getByText('Please try again.')).toBeVisible();
  });

  it('keeps fixed wording when asked, and words chosen from what was asked', async () => {
    await fail(refused, {
      errorToast: { title: 'Delete failed', fallback: 'Could not delete.', serverWords: false },
    });
    expect(screen.getByText('Could not delete.')).toBeVisible();
    expect(screen.queryByText('Already a client')).toBeNull();
    act(() => dismissToast());
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));

    await fail(
      refused,
      {
        errorToast: (asked: { disabled: boolean }) => ({
          title: asked.disabled ? 'Not disabled' : 'Not enabled',
          fallback: 'Please try again.',
        }),
      },
      { disabled: true },
    );
    expect(screen.getByText('Not disabled')).toBeVisible();
  });

  it('is not shown over the log-in toast of a 401, nor for a mutation that declares none', async () => {
    await fail(unauthorized(), { errorToast: { title: 'Not saved', fallback: 'Try again.' } });
    expect(screen.queryByText('Not saved')).toBeNull();
    expect(screen.getByText(unauthorizedToast.title)).toBeVisible();
    act(() => dismissToast());
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));

    await fail(refused, {});
    expect(screen.queryByText('Already a client')).toBeNull();
  });
});
