import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { z } from 'zod';
import { callApi } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import { portalRetry } from '~/lib/portal-query';
import { pathKey } from '#shared/endpoints';
import {
  type CertificateHolder,
  type CertificateRequest,
  type IssuedCertificate,
  certificateEndpoints as endpoints,
  type certificateHolderInputSchema,
  certificateHolderSchema,
  issuedCertificateSchema,
} from '#shared/certificates';
import { type ServiceRequest, serviceRequestSchema } from '#shared/change-requests';
import { serviceRequestsKey } from '../../change-requests/api/change-requests';

/** The account's holders, by name. */
export const certificateHoldersKey = pathKey(endpoints.holders.path);
/** The certificates issued to the account, newest first. */
export const issuedCertificatesKey = pathKey(endpoints.issued.path);

const readJson = getQueryFn<unknown>({ on401: 'throw' });
const holderListSchema = z.array(certificateHolderSchema);
const issuedListSchema = z.array(issuedCertificateSchema);

export function getCertificateHoldersQueryOptions() {
  return queryOptions<CertificateHolder[]>({
    queryKey: certificateHoldersKey,
    queryFn: async (context) => holderListSchema.parse(await readJson(context)),
    retry: portalRetry,
  });
}

export function useCertificateHolders() {
  return useQuery(getCertificateHoldersQueryOptions());
}

export function getIssuedCertificatesQueryOptions() {
  return queryOptions<IssuedCertificate[]>({
    queryKey: issuedCertificatesKey,
    queryFn: async (context) => issuedListSchema.parse(await readJson(context)),
    retry: portalRetry,
  });
}

export function useIssuedCertificates() {
  return useQuery(getIssuedCertificatesQueryOptions());
}

/**
 * The body the route accepts: the description of operations and the note are left out when
 * empty, as the route reads a missing one.
 */
export function certificateRequestBody(request: CertificateRequest) {
  const { operations, note, ...rest } = request;
  return {
    ...rest,
    ...(operations === null ? {} : { operations }),
    ...(note === null ? {} : { note }),
  };
}

export async function createCertificateRequest(
  request: CertificateRequest,
): Promise<ServiceRequest> {
  return serviceRequestSchema.parse(
    await callApi(endpoints.request, { body: certificateRequestBody(request) }),
  );
}

/** Asks for a certificate: 201 with the request (COI-…); the list reads again. */
export function useCreateCertificateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCertificateRequest,
    onSuccess: () => {
      // Not awaited: the confirmation need not wait for the list.
      void queryClient.invalidateQueries({ queryKey: serviceRequestsKey });
    },
  });
}

export type HolderValues = z.output<typeof certificateHolderInputSchema>;

/**
 * A new holder, or a holder's new details (every field: an emptied one is sent as null, so it is
 * cleared).
 */
export async function saveCertificateHolder({
  id,
  values,
}: {
  id?: number;
  values: HolderValues;
}): Promise<CertificateHolder> {
  return certificateHolderSchema.parse(
    id === undefined
      ? await callApi(endpoints.addHolder, { body: values })
      : await callApi(endpoints.updateHolder, { params: { id }, body: values }),
  );
}

const byName = (a: CertificateHolder, b: CertificateHolder) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

/**
 * Saves a holder. The list shows the server's answer at once (the request form can choose a new
 * holder straight away), then is read again for what others on the account changed.
 */
export function useSaveCertificateHolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCertificateHolder,
    onSuccess: (saved) => {
      queryClient.setQueryData<CertificateHolder[]>(certificateHoldersKey, (list = []) =>
        [...list.filter((holder) => holder.id !== saved.id), saved].sort(byName),
      );
      void queryClient.invalidateQueries({ queryKey: certificateHoldersKey });
    },
  });
}

/** Reads the holders again (one was not the account's any more). */
export function useRefreshCertificateHolders() {
  const queryClient = useQueryClient();
  return React.useCallback(
    () => void queryClient.invalidateQueries({ queryKey: certificateHoldersKey }),
    [queryClient],
  );
}
