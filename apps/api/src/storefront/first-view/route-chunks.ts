import { isSpecies, type StorefrontPath } from '@shop/catalog';

/*
 * Which of the storefront's lazy chunks a page needs, read from Vite's build manifest, so the
 * storefront can ask for them all at once instead of the app first and then the route's chunks once
 * the router has matched the path: the waterfall app -> route chunk -> page chunk becomes one round.
 */

/** A chunk of Vite's build manifest (.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The storefront's own pages (STOREFRONT_PAGE_PATHS) whose module has its own name. */
const PAGE_MODULES: Record<string, string> = {
  '/': 'src/routes/home.route.tsx',
  '/faq': 'src/routes/faq.route.tsx',
  '/terms-and-conditions': 'src/routes/terms.route.tsx',
  '/shipping': 'src/routes/shipping.route.tsx',
  '/sitemap': 'src/routes/sitemap.route.tsx',
  '/contact-us': 'src/routes/contact-us.route.tsx',
  '/products': 'src/routes/products.route.tsx',
  '/search': 'src/routes/search.route.tsx',
};

/**
 * The source modules (manifest keys) of the route a path opens, as the router's table
 * (apps/storefront/src/app/*routes.tsx) loads them; none for pages not worth a guess (account,
 * cart, checkout: never a first visit's landing page).
 */
export function routeModules(pathname: string, path: StorefrontPath): string[] {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PAGE_MODULES[trimmed];
  if (page) return [page, ...(trimmed === '/products' ? ['src/routes/catalog-listing-page.tsx'] : [])];
  switch (path.kind) {
    case 'content':
      return ['src/routes/content-page.route.tsx'];
    case 'listing-or-product':
      return ['src/routes/product-or-category.route.tsx', 'src/routes/product-detail-page.tsx'];
    case 'listing':
      // /products/{species} shares its route with a product handle (product-or-category).
      return path.segments.length === 1 && isSpecies(path.segments[0])
        ? ['src/routes/product-or-category.route.tsx', 'src/routes/catalog-listing-page.tsx']
        : ['src/routes/category-listing.route.tsx'];
    case 'product':
      return ['src/routes/product-detail.route.tsx'];
    case 'none':
      // The router's catch-all: the not-found page.
      return ['src/routes/not-found.route.tsx'];
    default:
      return [];
  }
}

/** The stylesheet a page needs, written into its shell (StorefrontAssets.inlineStylesheet); null when unreadable. */
export type InlineStylesheet = (file: string) => string | null;

/** The storefront's app chunk, which its entry loads once the first view has painted (main.tsx). */
export const APP_MODULE = 'src/app/start-app.tsx';

/** The element the storefront reads the page's chunks from (lib/browser/app-chunks.ts). */
const APP_CHUNKS_ID = 'app-chunks';

/**
 * The shell's part for the chunks of `modules` and everything they import statically, leaving out
 * what the shell's entry already loads: their stylesheets written inline, so the first view is
 * styled as the app will style it and no stylesheet is fetched (one that cannot be read is
 * preloaded instead), and the list of their script files, which the entry asks for all at once
 * after the first view has painted (a `<link rel=modulepreload>` here would have the scripts
 * compete with the page's main image). Unknown modules (a renamed file) are skipped, never an error.
 */
export function routeAssetsMarkup(
  manifest: ViteManifest,
  modules: readonly string[],
  inlineStylesheet: InlineStylesheet,
): string {
  const collect = (key: string, into: Set<string>, css: Set<string>, skip: ReadonlySet<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file) || skip.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach((imported) => collect(imported, into, css, skip));
  };
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(key, entryFiles, new Set(), new Set());
  }
  const files = new Set<string>();
  const styles = new Set<string>();
  for (const module of modules) collect(module, files, styles, entryFiles);
  const styleMarkup = [...styles].map(
    (file) => inlineStylesheet(`/${file}`) ?? `<link rel="preload" as="style" crossorigin href="/${file}">`,
  );
  const chunkList = files.size
    ? `<script type="application/json" id="${APP_CHUNKS_ID}">${JSON.stringify([...files].map((file) => `/${file}`))}</script>`
    : '';
  return styleMarkup.join('') + chunkList;
}
