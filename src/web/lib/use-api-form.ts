import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import {
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { afterNextPaint } from '~/behaviours/after-paint';
import { ApiError, userMessage } from './api';
import { isUnauthorized } from './query-client';
import { yieldToBrowser } from './yield-to-browser';

export interface ApiFormOptions<TInput extends FieldValues, TOutput, TResult> extends Omit<
  UseFormProps<TInput, unknown, TOutput>,
  'resolver'
> {
  /**
   * Checks the form in the browser; the same schema the route validates with. Or a function that
   * loads it: a form that must start fast (a public page's quote form) leaves zod to be loaded
   * while the visitor fills it in; the first check awaits it.
   */
  schema: z.ZodType<TOutput, TInput> | (() => Promise<z.ZodType<TOutput, TInput>>);
  /** Sends the checked values (a mutation's `mutateAsync`); rejects with the API's error. */
  send: (values: TOutput) => Promise<TResult>;
  /** After the server accepted. */
  onSent?: (result: TResult, values: TOutput) => void;
  /** Said above the form when a refusal is not about its fields and the server sent no words. */
  fallback: string;
  /** The part of the server's field paths before the form's own (`details.`). */
  serverPath?: string;
  /** A refusal whose message belongs to one field (a taken e-mail address, a wrong password). */
  fieldFor?: (error: ApiError) => Path<TInput> | undefined;
  /** A 401 is this form's own answer (a wrong password), said above it, not an ended session. */
  own401?: boolean;
  /**
   * The field that takes the focus, its text selected, when a refusal is said above the form (a
   * wrong password: the password field), so the focus is not left on the page's body.
   */
  focusOnRefusal?: Path<TInput>;
}

export interface ApiForm<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The form's `onSubmit`: checks, then sends once however often it is pressed. */
  onSubmit: (event?: React.BaseSyntheticEvent) => void;
  /** True from the press until the form was found wrong or the server answered. */
  pending: boolean;
  /** The refusal said above the form, or null. */
  formError: string | null;
  /**
   * Wraps a registered field's `onChange` so the form records the change once the browser has
   * painted the tap's frame: for a field whose answer the browser draws itself (a checkbox's
   * tick), React Hook Form's bookkeeping (and, once the form was sent, its check) never holds up
   * that frame on a slow phone. A press of the form's submit records what is still waiting first.
   */
  changeAfterPaint: <E>(onChange: (event: E) => unknown) => (event: E) => void;
}

/**
 * One form that talks to the API: the zod schema checks it in the browser, a second press while
 * sending does nothing, and a refusal is said where it belongs: each field message of a 400 by
 * its field (the first one focused, for a screen reader), anything else above the form. A 401 is
 * left to the query client's log-in redirect; a mutation's toast to its `meta`.
 */
export function useApiForm<TInput extends FieldValues, TOutput, TResult>({
  schema,
  send,
  onSent,
  fallback,
  serverPath = '',
  fieldFor,
  own401 = false,
  focusOnRefusal,
  ...options
}: ApiFormOptions<TInput, TOutput, TResult>): ApiForm<TInput, TOutput> {
  const [resolver] = React.useState(() => resolverFor(schema));
  const form = useForm<TInput, unknown, TOutput>({
    shouldFocusError: true,
    ...options,
    resolver,
  });
  const [formError, setFormError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState(false);
  // A double click or a second Enter arrives before React re-renders with `pending`.
  const inFlight = React.useRef(false);
  const changes = useChangesAfterPaint();

  const submitValues = async (values: TOutput) => {
    setFormError(null);
    try {
      const result = await send(values);
      onSent?.(result, values);
    } catch (error) {
      if (isUnauthorized(error) && !own401) return;
      const placed = placeServerErrors(form, error, { serverPath, fieldFor });
      if (placed) return;
      setFormError(userMessage(error, fallback));
      if (focusOnRefusal) form.setFocus(focusOnRefusal, { shouldSelect: true });
    }
  };

  const onSubmit = (event?: React.BaseSyntheticEvent) => {
    event?.preventDefault();
    changes.flush();
    if (inFlight.current) return;
    inFlight.current = true;
    // "Submitting..." reaches the screen first; the check and the request follow in a task of
    // their own (on a slow phone, checking and re-rendering took longer than the tap's frame).
    setPending(true);
    void yieldToBrowser()
      .then(() => form.handleSubmit(submitValues)())
      // Only the checks can fail here (a schema's loader that got no answer): said above the
      // form; the next press asks again.
      .catch(() => setFormError(fallback))
      .finally(() => {
        inFlight.current = false;
        setPending(false);
      });
  };
  return { form, onSubmit, pending, formError, changeAfterPaint: changes.defer };
}

/** Changes waiting for the next paint; `flush` records them now. */
function useChangesAfterPaint() {
  const [waiting] = React.useState(() => new Set<{ record: () => void; cancel: () => void }>());
  React.useEffect(() => () => waiting.forEach((change) => change.cancel()), [waiting]);
  return React.useMemo(
    () => ({
      defer:
        <E>(onChange: (event: E) => unknown) =>
        (event: E) => {
          const change = {
            record: () => {
              waiting.delete(change);
              void onChange(event);
            },
            cancel: () => {},
          };
          change.cancel = afterNextPaint(change.record);
          waiting.add(change);
        },
      flush: () =>
        waiting.forEach((change) => {
          change.cancel();
          change.record();
        }),
    }),
    [waiting],
  );
}

/** The form's resolver: the schema's, once a schema given as a loader has arrived. */
function resolverFor<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput> | (() => Promise<z.ZodType<TOutput, TInput>>),
): Resolver<TInput, unknown, TOutput> {
  if (typeof schema !== 'function') return zodResolver(schema);
  let loaded: Resolver<TInput, unknown, TOutput> | undefined;
  return async (values, context, options) => {
    loaded ??= zodResolver(await schema());
    return loaded(values, context, options);
  };
}

/**
 * Puts a refusal's field messages by their fields and focuses the first in the form's order.
 * Answers whether any was placed.
 */
export function placeServerErrors<TInput extends FieldValues>(
  form: Pick<UseFormReturn<TInput, unknown, unknown>, 'getValues' | 'setError' | 'setFocus'>,
  error: unknown,
  {
    serverPath = '',
    fieldFor,
  }: {
    serverPath?: string;
    fieldFor?: (error: ApiError) => Path<TInput> | undefined;
  } = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const values: unknown = form.getValues();
  const placed = new Map<string, string>();
  const own = fieldFor?.(error);
  if (own && error.serverMessage) placed.set(own, error.serverMessage);
  for (const { path, message } of error.errors) {
    if (!path.startsWith(serverPath)) continue;
    const field = fieldPathOf(values, path.slice(serverPath.length));
    if (field && !placed.has(field)) placed.set(field, message);
  }
  for (const [field, message] of placed) {
    form.setError(field as Path<TInput>, { type: 'server', message });
  }
  const order = leafPaths(values);
  const first = [...placed.keys()]
    .filter((field) => !field.endsWith('.root'))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))[0];
  if (first) form.setFocus(first as Path<TInput>);
  return placed.size > 0;
}

/** An object or a list of objects: a group of fields, not one field. */
function isGroup(value: unknown): value is Record<string, unknown> {
  if (Array.isArray(value)) return value.some((item) => isPlainObject(item));
  return isPlainObject(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * The form field a server path names, read against the form's values: `vehicles.0.make` is a
 * field of a vehicle, `coverageTypes.1` is the checkbox group `coverageTypes`, `vehicles` is the
 * list itself (its `root`). A path the form has no field for gives null.
 */
export function fieldPathOf(values: unknown, path: string): string | null {
  const segments = path.split('.').filter(Boolean);
  let node = values;
  for (const [index, segment] of segments.entries()) {
    if (!isGroup(node) || !Object.hasOwn(node, segment)) return null;
    const child = (node as Record<string, unknown>)[segment];
    if (!isGroup(child)) return segments.slice(0, index + 1).join('.');
    node = child;
  }
  return Array.isArray(node) && segments.length > 0 ? `${segments.join('.')}.root` : null;
}

/** The dotted paths of a form's fields, in the order its values list them. */
function leafPaths(values: unknown, prefix = ''): string[] {
  if (!isGroup(values)) return [prefix.slice(0, -1)];
  return Object.entries(values).flatMap(([key, value]) => leafPaths(value, `${prefix}${key}.`));
}
