/** Ids of the articles in content/blog (a unit test keeps the two in step). */
export const blogArticleIds = [1, 2, 3, 4, 5, 6, 7];

/**
 * The article route rendered with no matching article ("Article Not Found", noindex). The static
 * server should send it with status 404 for unknown paths under /blog/, never as a page of its
 * own, and the sitemap should leave it out (as it does /404).
 */
export const blogNotFoundPath = '/blog/not-found';

/**
 * Paths of the blog area to prerender. The not-found page is listed here only so that it is built;
 * it belongs beside /404 in `prerenderedPaths` (src/shared/site-routes.ts) once that list takes it.
 */
export const blogPaths: string[] = [
  '/blog',
  ...blogArticleIds.map((id) => `/blog/${id}`),
  blogNotFoundPath,
];
