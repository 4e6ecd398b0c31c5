import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '~/lib/api';
import {
  appointmentSchema,
  slotsSchema,
  type Appointment,
  type ClientBooking,
  type ProspectBooking,
  type Slots,
} from '#shared/appointments';

const slotsKey = ['/api/appointments/slots'] as const;
export const clientAppointmentsKey = ['/api/client/appointments'] as const;

/** GET /api/appointments/slots?minutes=: the open times, day by day, in Kansas. */
export function getSlotsQueryOptions(minutes: number) {
  return queryOptions<Slots>({
    queryKey: [...slotsKey, minutes],
    queryFn: async () => {
      const response = await apiRequest('GET', `/api/appointments/slots?minutes=${minutes}`);
      return slotsSchema.parse(await response.json());
    },
    // Another person may book a time: read again when the page is shown again.
    staleTime: 30_000,
  });
}

export const useSlots = (minutes: number) => useQuery(getSlotsQueryOptions(minutes));

/** GET /api/client/appointments: the account's appointments from today, soonest first. */
export function getClientAppointmentsQueryOptions() {
  return queryOptions<Appointment[]>({
    queryKey: clientAppointmentsKey,
    queryFn: async () => {
      const response = await apiRequest('GET', '/api/client/appointments');
      return z.array(appointmentSchema).parse(await response.json());
    },
  });
}

export const useClientAppointments = () => useQuery(getClientAppointmentsQueryOptions());

/**
 * Books as a client (POST /api/client/appointments) or as a visitor (POST /api/appointments).
 * Either way the open times are read again, and a client's list.
 */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      booking:
        { as: 'client'; values: ClientBooking } | { as: 'prospect'; values: ProspectBooking },
    ) => {
      const url = booking.as === 'client' ? '/api/client/appointments' : '/api/appointments';
      const response = await apiRequest('POST', url, booking.values);
      return appointmentSchema.parse(await response.json());
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: clientAppointmentsKey });
      return queryClient.invalidateQueries({ queryKey: slotsKey });
    },
  });
}

/** POST /api/client/appointments/:id/cancel: the time opens again for others. */
export function useCancelClientAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await apiRequest('POST', `/api/client/appointments/${id}/cancel`);
      return appointmentSchema.parse(await response.json());
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: slotsKey });
      return queryClient.invalidateQueries({ queryKey: clientAppointmentsKey });
    },
  });
}
