import { data } from 'react-router';
import { LegalDocument } from '~/features/legal/components/legal-document';
import { loadLegalPage } from '~/features/legal/lib/legal-pages.server';
import { pageMeta, siteTitle } from '~/lib/page-meta';
import type { Route } from './+types/legal-page';

// One route module for every legal page (routes/config/legal-routes.ts): the path names the
// content file. Runs at build time only, so the Markdown never ships to the browser.
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '');
  const page = loadLegalPage(slug);
  if (!page) throw data(`No legal page at /${slug}`, { status: 404 });
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return pageMeta(siteTitle(page.title), page.description, `/${page.slug}`);
}

export default function LegalPageRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData.page} />;
}
