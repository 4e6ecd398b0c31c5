import '~/lib/zod-jitless';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { z } from 'zod';
import { acknowledgementSchema } from '#shared/auth';
import { idCardSchema } from '#shared/id-cards';
import { apiRequest } from '~/lib/api';
import { getQueryFn } from '~/lib/query-client';
import { portalRetry } from '~/lib/portal-query';

/** GET /api/client/id-cards: the auto policies in scope with their vehicles. */
export const idCardsKey = ['/api/client/id-cards'] as const;

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
  `/api/client/id-cards/${policyId}/vehicles/${vehicleId}/pdf`;

/**
 * Where a vehicle's card is downloaded from: the client's own route, or (staff viewing the
 * client's portal) the staff console's.
 */
export const IdCardPdfLink = React.createContext(idCardPdfHref);

/** The carrier's own card: a document of the account, downloaded as any other. */
export const carrierCardHref = (documentId: number) => `/api/documents/${documentId}/download`;

/** POST …/carrier-card/email: the carrier's card goes to the signed-in person's address. */
export function useEmailCarrierCard() {
  return useMutation({
    mutationFn: async (policyId: number) =>
      acknowledgementSchema.parse(
        await (
          await apiRequest('POST', `/api/client/id-cards/${policyId}/carrier-card/email`)
        ).json(),
      ),
  });
}

/** POST …/email: the card goes to the signed-in person's address. */
export function useEmailIdCard() {
  return useMutation({
    mutationFn: async ({ policyId, vehicleId }: { policyId: number; vehicleId: number }) =>
      acknowledgementSchema.parse(
        await (
          await apiRequest('POST', `/api/client/id-cards/${policyId}/vehicles/${vehicleId}/email`)
        ).json(),
      ),
  });
}
