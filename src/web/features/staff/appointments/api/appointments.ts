import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '~/lib/api';
import {
  availabilitySchema,
  staffAppointmentSchema,
  type Availability,
  type StaffAppointment,
} from '#shared/staff/appointments';

export type AppointmentScope = 'mine' | 'all';

/** The appointments' query keys: the list per scope, and the signed-in member's week. */
export const appointmentsKey = ['/api/staff/appointments'] as const;
export const availabilityKey = ['/api/staff/availability'] as const;
/** The dashboard shows today's appointments. */
const dashboardKey = ['/api/staff/dashboard'] as const;

/** GET /api/staff/appointments?scope=: from the start of today, 60 days on, soonest first. */
export function getAppointmentsQueryOptions(scope: AppointmentScope) {
  return queryOptions<StaffAppointment[]>({
    queryKey: [...appointmentsKey, scope],
    queryFn: async () => {
      const response = await apiRequest('GET', `/api/staff/appointments?scope=${scope}`);
      return z.array(staffAppointmentSchema).parse(await response.json());
    },
  });
}

export const useAppointments = (scope: AppointmentScope) =>
  useQuery(getAppointmentsQueryOptions(scope));

/** GET /api/staff/availability: the signed-in member's weekly hours. */
export function getAvailabilityQueryOptions() {
  return queryOptions<Availability>({
    queryKey: availabilityKey,
    queryFn: async () => {
      const response = await apiRequest('GET', '/api/staff/availability');
      return availabilitySchema.parse(await response.json());
    },
  });
}

export const useAvailability = () => useQuery(getAvailabilityQueryOptions());

/** PUT /api/staff/availability: the whole week, replacing the last; answers the week saved. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (week: Availability) => {
      const response = await apiRequest('PUT', '/api/staff/availability', week);
      return availabilitySchema.parse(await response.json());
    },
    onSuccess: (saved) => queryClient.setQueryData(availabilityKey, saved),
  });
}

/**
 * POST /api/staff/appointments/:id/cancel: with the reason the client reads. The lists and the
 * dashboard are read again before the mutation settles; after a 409 (the appointment started or
 * was cancelled meanwhile) the lists are read again too, so the row shows it as it is.
 */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) => {
      const response = await apiRequest('POST', `/api/staff/appointments/${id}/cancel`, {
        reason,
      });
      return staffAppointmentSchema.parse(await response.json());
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
      return queryClient.invalidateQueries({ queryKey: appointmentsKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: appointmentsKey });
      }
    },
  });
}
