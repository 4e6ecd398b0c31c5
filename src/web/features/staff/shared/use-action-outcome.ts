import * as React from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What an action form says in its outcome region: a success (`done`) or a refusal found before
 * or after sending; and the region itself, which takes the focus (`focus`) when the control that
 * acted is gone or moved.
 */
export function useActionOutcome() {
  const region = React.useRef<HTMLDivElement>(null);
  const [done, setDone] = React.useState<string | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  return {
    region,
    done,
    setDone,
    refusal,
    setRefusal,
    focus: () => region.current?.focus(),
    /** Before another try: nothing said. */
    clear: () => {
      setDone(null);
      setRefusal(null);
    },
  };
}

export type ActionOutcomeState = ReturnType<typeof useActionOutcome>;

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
