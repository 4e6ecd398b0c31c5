import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi } from '~/lib/api';
import {
  appointmentEndpoints as endpoints,
  appointmentSchema,
  slotsSchema,
  type Appointment,
  type ClientBooking,
  type ProspectBooking,
  type Slots,
} from '#shared/appointments';
import { pathKey } from '#shared/endpoints';

const slotsKey = pathKey(endpoints.slots.path);
export const clientAppointmentsKey = pathKey(endpoints.clientList.path);

/** The open times for a booking of `minutes`, day by day, in Kansas. */
export function getSlotsQueryOptions(minutes: number) {
  return queryOptions<Slots>({
    queryKey: [...slotsKey, minutes],
    queryFn: async () => slotsSchema.parse(await callApi(endpoints.slots, { query: { minutes } })),
    // Another person may book a time: read again when the page is shown again.
    staleTime: 30_000,
  });
}

export const useSlots = (minutes: number) => useQuery(getSlotsQueryOptions(minutes));

/** The account's appointments from today, soonest first. */
export function getClientAppointmentsQueryOptions() {
  return queryOptions<Appointment[]>({
    queryKey: clientAppointmentsKey,
    queryFn: async () => z.array(appointmentSchema).parse(await callApi(endpoints.clientList)),
  });
}

export const useClientAppointments = () => useQuery(getClientAppointmentsQueryOptions());

/**
 * Books as a signed-in client or as a visitor. Either way the open times are read again, and a
 * client's list.
 */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      booking:
        { as: 'client'; values: ClientBooking } | { as: 'prospect'; values: ProspectBooking },
    ) =>
      appointmentSchema.parse(
        booking.as === 'client'
          ? await callApi(endpoints.clientBook, { body: booking.values })
          : await callApi(endpoints.book, { body: booking.values }),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: clientAppointmentsKey });
      return queryClient.invalidateQueries({ queryKey: slotsKey });
    },
  });
}

/** Cancels a client's appointment: the time opens again for others. */
export function useCancelClientAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      appointmentSchema.parse(await callApi(endpoints.clientCancel, { params: { id } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: slotsKey });
      return queryClient.invalidateQueries({ queryKey: clientAppointmentsKey });
    },
  });
}
