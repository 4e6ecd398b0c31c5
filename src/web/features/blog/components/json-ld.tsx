import { jsonForScript } from '../lib/structured-data';

/** Structured data for search engines; the server allows each page's inline scripts by hash. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
  );
}
