// The quote form's checks: zod and the lead schemas, and the routes they go with. A public page's
// quote form comes alive without them (zod costs more to start than the form itself on a slow
// phone); they are asked for when the visitor starts on the form, and awaited when the form is
// sent (./later.ts).
import '~/lib/zod-jitless';

export { leadCreatedSchema, leadEndpoints, leadFormSchema } from '#shared/leads';
