import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { z } from 'zod';
import { callApi, postFile, urlOf } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import { pathKey } from '#shared/endpoints';
import {
  type Claim,
  type ClaimAttachment,
  claimAttachmentSchema,
  claimEndpoints as endpoints,
  claimMessages,
  claimSchema,
  type newClaimSchema,
} from '#shared/claims';
import { portalRetry } from '~/lib/portal-query';

/**
 * The claims still being worked first, then the closed ones. The server decides the order; the
 * portal shows it as given. The default query reads the key as the path.
 */
export const claimsKey = pathKey(endpoints.list.path);

const readList = getQueryFn<unknown>({ on401: 'throw' });
const claimListSchema = z.array(claimSchema);

export function getClaimsQueryOptions() {
  return queryOptions<Claim[]>({
    queryKey: claimsKey,
    queryFn: async (context) => claimListSchema.parse(await readList(context)),
    retry: portalRetry,
  });
}

export function useClaims() {
  return useQuery(getClaimsQueryOptions());
}

/** What the claim form sends: the shared schema's output (policyId a number, amount or null). */
export type NewClaim = z.output<typeof newClaimSchema>;

export async function createClaim(input: NewClaim): Promise<Claim> {
  return claimSchema.parse(await callApi(endpoints.file, { body: input }));
}

/**
 * Files a claim. On success the claims list is read again; on failure the claim-submit-failed
 * toast with the server's words (a 401 has its own toast and the log-in redirect: not shown over
 * it).
 */
export function useCreateClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    onSuccess: () => {
      // Not awaited: the success screen need not wait; the list reloads when next shown.
      void queryClient.invalidateQueries({ queryKey: claimsKey });
    },
    meta: {
      errorToast: {
        title: claimMessages.claimSubmitFailedTitle,
        fallback: claimMessages.claimSubmitFailed,
      },
    },
  });
}

/**
 * One photo or document of a claim as multipart (`file`), with the session cookie. Rejects with
 * an ApiError carrying the server's words (413 too large, 415 wrong type, 409 a closed claim or
 * one that already has its 10 files).
 */
export async function uploadClaimAttachment(claimId: number, file: File): Promise<ClaimAttachment> {
  const response = await postFile(
    urlOf(endpoints.addAttachment, { params: { id: claimId } }),
    file,
  );
  return claimAttachmentSchema.parse(await response.json());
}

/**
 * Sends one file of a claim. A mutation, so an ended session has the log-in redirect; the caller
 * says what failed, file by file, and reads the claims again once its files are sent
 * (`useRefreshClaims`), so a card does not redraw under a client still choosing.
 */
export function useUploadClaimAttachment() {
  return useMutation({
    mutationFn: ({ claimId, file }: { claimId: number; file: File }) =>
      uploadClaimAttachment(claimId, file),
  });
}

/** Reads the claims list again (not awaited by callers: the list redraws when it arrives). */
export function useRefreshClaims() {
  const queryClient = useQueryClient();
  return React.useCallback(
    () => queryClient.invalidateQueries({ queryKey: claimsKey }),
    [queryClient],
  );
}
