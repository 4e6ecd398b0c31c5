import { appointmentScopes } from '#shared/staff/appointments';
import type { AppointmentScope } from '../api/appointments';

/** "Show": the signed-in member's appointments, or everyone's. */
export const scopeOptions = [
  ['mine', 'Mine'],
  ['all', 'Everyone'],
] as const satisfies readonly (readonly [AppointmentScope, string])[];

const isScope = (value: string | null): value is AppointmentScope =>
  value !== null && (appointmentScopes as readonly string[]).includes(value);

/**
 * The list's scope as the address gives it (`?scope=all`); anything else reads as the signed-in
 * member's own, so an old or mistyped link still opens.
 */
export const scopeOf = (params: URLSearchParams): AppointmentScope => {
  const scope = params.get('scope');
  return isScope(scope) ? scope : 'mine';
};

/** The address's query for a scope, the default left out: the plain list is `/staff/appointments`. */
export const scopeSearchOf = (scope: AppointmentScope): Record<string, string> =>
  scope === 'mine' ? {} : { scope };
