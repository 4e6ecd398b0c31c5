import { z } from 'zod';

// Zod probes `new Function('')` on first use to compile fast parsers; the site's CSP forbids
// eval, so the probe raised a violation on every page. Parsing in the browser stays small.
z.config({ jitless: true });
