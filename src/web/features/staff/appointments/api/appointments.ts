import '~/lib/zod-jitless';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, callApi } from '~/lib/api';
import { pathKey } from '#shared/endpoints';
import { staffDashboardEndpoints } from '#shared/staff/dashboard';
import {
  availabilitySchema,
  staffAppointmentEndpoints as endpoints,
  staffAppointmentSchema,
  type Availability,
  type StaffAppointment,
} from '#shared/staff/appointments';

export type AppointmentScope = 'mine' | 'all';

/** The appointments' query keys: the list per scope, and the signed-in member's week. */
export const appointmentsKey = pathKey(endpoints.list.path);
export const availabilityKey = pathKey(endpoints.availability.path);
/** The dashboard shows today's appointments. */
const dashboardKey = pathKey(staffDashboardEndpoints.dashboard.path);

/** From the start of today, 60 days on, soonest first. */
export function getAppointmentsQueryOptions(scope: AppointmentScope) {
  return queryOptions<StaffAppointment[]>({
    queryKey: [...appointmentsKey, scope],
    queryFn: async () =>
      z.array(staffAppointmentSchema).parse(await callApi(endpoints.list, { query: { scope } })),
  });
}

export const useAppointments = (scope: AppointmentScope) =>
  useQuery(getAppointmentsQueryOptions(scope));

/** The signed-in member's weekly hours. */
export function getAvailabilityQueryOptions() {
  return queryOptions<Availability>({
    queryKey: availabilityKey,
    queryFn: async () => availabilitySchema.parse(await callApi(endpoints.availability)),
  });
}

export const useAvailability = () => useQuery(getAvailabilityQueryOptions());

/** Saves the whole week, replacing the last; answers the week saved. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (week: Availability) =>
      availabilitySchema.parse(await callApi(endpoints.saveAvailability, { body: week })),
    onSuccess: (saved) => queryClient.setQueryData(availabilityKey, saved),
  });
}

/**
 * Cancels an appointment, with the reason the client reads. The lists and the dashboard are read
 * again before the mutation settles; after a 409 (the appointment started or was cancelled
 * meanwhile) the lists are read again too, so the row shows it as it is.
 */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      staffAppointmentSchema.parse(
        await callApi(endpoints.cancel, { params: { id }, body: { reason } }),
      ),
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
