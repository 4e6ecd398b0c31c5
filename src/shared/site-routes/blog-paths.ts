/** Ids of the articles in content/blog (a unit test keeps the two in step). */
export const blogArticleIds = [1, 2, 3, 4, 5, 6, 7];

/**
 * The article route rendered with no matching article ("Article Not Found", noindex). The static
 * server should send it with status 404 for unknown paths under /blog/, never as a page of its
 * own, and the sitemap should leave it out (as it does /404).
 */
export const blogNotFoundPath = '/blog/not-found';

/** Public paths of the blog area (prerendered and listed in the sitemap). */
export const blogPaths: string[] = ['/blog', ...blogArticleIds.map((id) => `/blog/${id}`)];
