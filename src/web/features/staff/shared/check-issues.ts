import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import type { ActionOutcomeState } from './action-form';

/**
 * Checks a body with the shared schema in the browser, before it is sent. On a failure each
 * message goes by its field (the first one focused), any other is said in the outcome region,
 * which takes the focus when no field did.
 */
export function passesCheck<T extends FieldValues>(
  schema: z.ZodType,
  body: unknown,
  {
    fields,
    setError,
    outcome,
  }: {
    fields: readonly Path<T>[];
    setError: UseFormSetError<T>;
    outcome: Pick<ActionOutcomeState, 'setRefusal' | 'focus'>;
  },
): boolean {
  const checked = schema.safeParse(body);
  if (checked.success) return true;
  let placed = false;
  for (const issue of checked.error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field) {
      setError(field, { type: 'check', message: issue.message }, { shouldFocus: !placed });
      placed = true;
    } else {
      outcome.setRefusal(issue.message);
    }
  }
  if (!placed) outcome.focus();
  return false;
}
