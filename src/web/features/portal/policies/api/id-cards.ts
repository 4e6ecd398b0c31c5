import '~/lib/zod-jitless';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { z } from 'zod';
import { acknowledgementSchema } from '#shared/auth';
import { pathKey } from '#shared/endpoints';
import { idCardEndpoints as endpoints, idCardSchema } from '#shared/id-cards';
import { callApi, urlOf } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import { portalRetry } from '~/lib/portal-query';

/** The auto policies in scope with their vehicles: the default query reads the key as the path. */
export const idCardsKey = pathKey(endpoints.list.path);

const readList = getQueryFn<unknown>({ on401: 'throw' });

export function useIdCards() {
  return useQuery({
    queryKey: idCardsKey,
    queryFn: async (context) => z.array(idCardSchema).parse(await readList(context)),
    retry: portalRetry,
  });
}

/** The card's PDF, opened in a new tab (or saved). */
export const idCardPdfHref = (policyId: number, vehicleId: number) =>
  urlOf(endpoints.pdf, { params: { policyId, vehicleId } });

/**
 * Where a vehicle's card is downloaded from: the client's own route, or (staff viewing the
 * client's portal) the staff console's.
 */
export const IdCardPdfLink = React.createContext(idCardPdfHref);

/** The carrier's card goes to the signed-in person's address. */
export function useEmailCarrierCard() {
  return useMutation({
    mutationFn: async (policyId: number) =>
      acknowledgementSchema.parse(
        await callApi(endpoints.emailCarrierCard, { params: { policyId } }),
      ),
  });
}

/** A vehicle's card goes to the signed-in person's address. */
export function useEmailIdCard() {
  return useMutation({
    mutationFn: async (params: { policyId: number; vehicleId: number }) =>
      acknowledgementSchema.parse(await callApi(endpoints.email, { params })),
  });
}
