// Loads the page content/products/<name>.ts by name. A template-literal import: the server's
// bundler and the site's build include every file of content/products.
export const importProductPage = (name: string): Promise<{ default: unknown }> =>
  import(`./products/${name}.ts`);
