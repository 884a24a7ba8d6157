const DUPLICATED = /\/products\/products(?=\/|$)/;

/**
 * The redirect for a doubled products segment (SPEC §2), e.g. from a relative link: the path with
 * '/products/products' collapsed to '/products' (repeatedly), or null when nothing needs fixing.
 * Only whole segments count, so '/products/products-for-puppies' is left alone.
 */
export function fixDuplicatedProductsPath(pathname: string): string | null {
  let fixed = pathname;
  while (DUPLICATED.test(fixed)) fixed = fixed.replace(DUPLICATED, '/products');
  return fixed === pathname ? null : fixed;
}
