import type { FuzzRequest } from './request-draft';
import { decode } from './response-check';
import type { SampleBook } from './schema-values';
import type { Transport } from './transports';

/**
 * Values a schema cannot invent but that make requests reach real rows: seeded page names,
 * slugs, redirects, collections, ZIPs that warehouses serve, and image renditions the storefront
 * draws (small ones, so valid image requests stay cheap). A sample that does not fit its schema
 * (after a DTO change) is ignored, never sent as if valid.
 */
export const STATIC_SAMPLES: SampleBook = {
  zipCode: ['80011', '30253', '18015', '99501', '96813'],
  'getFiltersByHandle:handle': ['all', 'dog', 'cat/treats', 'dog/dry-food/puppy', 'prescription-diet'],
  category: ['dry-food', 'wet-food', 'treats', 'prescription-diet'],
  detail: ['puppy', 'kitten', 'adult', 'senior'],
  'listProducts:q': ['chicken', '"chicken and rice"', 'dog -puppy', 'salmon or tuna'],
  'searchProducts:q': ['chicken', '"chicken and rice"', 'dog -puppy', 'salmon or tuna'],
  slug: ['faq', 'about-us', 'shipping', 'home', '/faq/'],
  'getPlpPageBySlug:slug': ['dog', 'cat', 'dog/dry-food'],
  name: ['HomePage', 'Cart', 'ErrorPage', 'Faq'],
  path: ['/dog-food', '/subscribe', '/returns', '/blog', '/shop?x=1'],
  cacheKey: ['content:version', 'catalog:version'],
  fields: ['freeShippingThreshold', 'supportPhone', 'zipBypass'],
  'getOptimizedImage:w': [32, 64, 320],
  'getOptimizedImage:h': [120, 200],
  'getOptimizedImage:src': ['/media/content/happy-dog.svg', '/content-assets/logo-shop-pet-nutrition.svg'],
};

async function getJson(send: Transport, host: string, url: string, body?: unknown): Promise<unknown> {
  const request: FuzzRequest = {
    operationId: 'samples',
    index: 0,
    strategy: 'samples',
    target: 'none',
    variant: 'samples',
    expect: 'any',
    method: body === undefined ? 'GET' : 'POST',
    url,
    headers: body === undefined ? { host } : { host, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: Buffer.from(JSON.stringify(body)) }),
  };
  const response = await send(request);
  if (response.status !== 200) return undefined;
  try {
    return JSON.parse(decode(response).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Every string found under the given key anywhere in a JSON value. */
function collect(value: unknown, key: string, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => collect(item, key, found));
  else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      if (name === key && typeof item === 'string' && item) found.add(item);
      else collect(item, key, found);
    }
  }
  return found;
}

const first = (values: Set<string>, count: number) => [...values].slice(0, count);

/**
 * Static samples plus real ones read from the running API (product handles, SKUs, image paths,
 * brands, listing cursors with their queries). Reads that fail just leave their samples out.
 */
export async function discoverSamples(send: Transport, host: string): Promise<SampleBook> {
  const listing = await getJson(send, host, '/api/catalog/products?limit=24');
  const taxonomy = await getJson(send, host, '/api/catalog/taxonomy');
  const handles = first(collect((listing as { items?: unknown })?.items, 'handle'), 6);
  const images = first(collect(listing, 'url'), 20).filter((url) => url.startsWith('/media/'));
  // A cursor only means something with the query that issued it: keep them together.
  const cursorSets = async (
    operationId: string,
    path: string,
    queries: Array<Record<string, string | number>>,
  ) => {
    const sets: Array<Record<string, unknown>> = [];
    for (const query of queries) {
      const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
      const page = (await getJson(send, host, `${path}?${search}`)) as { nextCursor?: unknown } | undefined;
      if (typeof page?.nextCursor === 'string') sets.push({ ...query, cursor: page.nextCursor });
    }
    return sets.length ? { [`${operationId}:*`]: sets } : {};
  };
  const merchandiseIds = first(collect(listing, 'adminGraphqlId'), 6);
  // Guest carts to act on, so cart calls reach a real cart rather than only its 404.
  const cartIds: string[] = [];
  for (const merchandiseId of merchandiseIds.slice(0, 3)) {
    const cart = await getJson(send, host, '/api/ecom/v1.0/create-cart', { lineItems: [{ merchandiseId }] });
    const id = (cart as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') cartIds.push(id);
  }
  return {
    ...STATIC_SAMPLES,
    ...(merchandiseIds.length && { merchandiseId: merchandiseIds }),
    ...(cartIds.length && { cartId: cartIds }),
    sellingPlanId: ['gid://shop/SellingPlan/4', 'gid://shop/SellingPlan/8'],
    sku: first(collect(listing, 'sku'), 4),
    ...(handles.length && { handle: handles, handles }),
    skus: first(collect(listing, 'sku'), 8),
    brand: first(collect((taxonomy as { brands?: unknown })?.brands, 'handle'), 4),
    productLine: first(collect((taxonomy as { productLines?: unknown })?.productLines, 'handle'), 4),
    'getOptimizedImage:src': [
      ...(STATIC_SAMPLES['getOptimizedImage:src'] as string[]),
      ...images.slice(0, 4),
    ],
    ...(await cursorSets('listProducts', '/api/catalog/products', [
      { limit: 24 },
      { sort: 'title-asc', limit: 5 },
      { sort: 'price-desc', limit: 5 },
      { q: 'chicken', sort: 'relevance', limit: 2 },
    ])),
    ...(await cursorSets('searchProducts', '/api/catalog/search', [{ q: 'chicken', limit: 2 }])),
  };
}
