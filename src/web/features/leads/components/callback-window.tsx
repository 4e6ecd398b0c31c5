import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { LauncherWindow } from '~/components/ui/launcher-window';
import { NativeSelect } from '~/components/ui/native-select';
import { agency } from '~/lib/agency';
import { helpWindowIds } from '~/lib/help-windows';
import { usePageLocation } from '~/lib/page-context';
import { openingHours } from '#shared/agency-text';
import { CALLBACK_LEAD_TYPE } from '#shared/site-routes';

/** The callback request's window id: the help menu's choice opens it (`data-launcher-open`). */
export const CALLBACK_WINDOW_ID = helpWindowIds.callback;

/** What the call is about: the coverage the lead records (one choice, the form's `coverageTypes`). */
export const callbackTopics = [
  { id: 'auto', label: 'Auto insurance' },
  { id: 'home', label: 'Home or renters insurance' },
  { id: 'general-liability', label: 'Business insurance' },
  { id: 'other', label: 'Something else' },
] as const;

/** When to call: the lead's additional information, in words an agent reads at a glance. */
export const callbackTimes = [
  'Callback requested: any time during office hours',
  'Callback requested: in the morning',
  'Callback requested: in the afternoon',
] as const;

/**
 * A person calls back: name, phone, e-mail (a lead needs it, and the confirmation goes there),
 * what about and when. A plain HTML form, with no component of its own: the browser checks its
 * constraints and posts it to `POST /quote-request` like a quote form, the server stores a lead of
 * type `callback` (same schema, rate limit and spam signals) and answers with the
 * `/callback-requested` page. It works the same before any script, and in the portal and console.
 */
export function CallbackWindow() {
  const { pathname } = usePageLocation();
  return (
    <LauncherWindow
      id={CALLBACK_WINDOW_ID}
      title="Request a callback"
      closeLabel="Close callback request"
      open={false}
    >
      <form
        method="post"
        action="/quote-request"
        aria-label="Callback request"
        className="space-y-3 overflow-y-auto p-4"
      >
        <input type="hidden" name="type" value={CALLBACK_LEAD_TYPE} />
        <input type="hidden" name="sourcePage" value={pathname} />
        <p className="text-sm text-slate-700">
          A licensed agent calls you back during office hours ({openingHours(agency)}). All fields
          are required.
        </p>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="First Name">
            {(control) => (
              <Input {...control} name="firstName" required autoComplete="given-name" />
            )}
          </FormField>
          <FormField label="Last Name">
            {(control) => (
              <Input {...control} name="lastName" required autoComplete="family-name" />
            )}
          </FormField>
        </div>
        <FormField label="Phone">
          {(control) => (
            <Input
              {...control}
              name="phone"
              type="tel"
              inputMode="tel"
              required
              minLength={10}
              autoComplete="tel"
            />
          )}
        </FormField>
        <FormField label="Email">
          {(control) => (
            <Input {...control} name="email" type="email" required autoComplete="email" />
          )}
        </FormField>
        <FormField label="What would you like to talk about?">
          {(control) => (
            <NativeSelect {...control} name="coverageTypes" defaultValue="auto">
              {callbackTopics.map((topic) => (
                <option key={topic.id} value={topic.id}>
                  {topic.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Best time to call">
          {(control) => (
            <NativeSelect {...control} name="additionalInfo" defaultValue={callbackTimes[0]}>
              {callbackTimes.map((time) => (
                <option key={time} value={time}>
                  {time.replace('Callback requested: ', '').replace(/^./, (c) => c.toUpperCase())}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {/* Honeypot, as on the quote form: people never see or reach it. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="callback-website">Website</label>
          <input
            id="callback-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <Button type="submit" className="w-full" data-pending-label="Submitting...">
          Call Me Back
        </Button>
      </form>
    </LauncherWindow>
  );
}
