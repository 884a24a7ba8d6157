import { DEFAULT_GUEST_ZIP } from '@shop/catalog';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { staffUrl } from './support/sites';
import { signInAsStaff } from './support/staff-sign-in';

/** The bits of a listed product these journeys read from the API to pick their targets. */
interface ListedVariant {
  sku: string;
  variantURL: string;
  selectedOptions: { name: string; value: string }[];
}
interface ListedProduct {
  handle: string;
  title: string;
  variants: ListedVariant[];
}

/** A listing card as the API answers it (ListingCardDto): option values aligned with optionNames. */
interface ListingCard {
  handle: string;
  title: string;
  optionNames: string[];
  variants: { sku: string; variantURL: string; options: (string | null)[] }[];
}

async function listProducts(request: APIRequestContext, query: string): Promise<ListedProduct[]> {
  const response = await request.get(`/api/catalog/products?${query}`);
  expect(response.ok()).toBe(true);
  const cards = ((await response.json()) as { items: ListingCard[] }).items;
  return cards.map((card) => ({
    handle: card.handle,
    title: card.title,
    variants: card.variants.map(({ sku, variantURL, options }) => ({
      sku,
      variantURL,
      selectedOptions: card.optionNames.flatMap((name, i) => {
        const value = options[i];
        return value === null ? [] : [{ name, value }];
      }),
    })),
  }));
}

function option(variant: ListedVariant, name: string): string {
  return variant.selectedOptions.find((o) => o.name === name)?.value ?? '';
}

/** No serious or critical axe violations on the page as it is now. */
async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

// Journeys with axe scans take a while on a two-core machine.
test.describe.configure({ timeout: 90_000 });

function card(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test.describe('catalogue journeys, consumer site', () => {
  test('browse from all products to a species, a category and a product', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeVisible();
    await expect(page).toHaveTitle('Shop All Pet Food | Shop Pet Nutrition');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ products$/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Shop by pet' }).getByRole('link', { name: 'Dog' }).click();
    await expect(page).toHaveURL(/\/products\/dog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dog Food' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Shop by category' })
      .getByRole('link', { name: 'Dry Food' })
      .click();
    await expect(page).toHaveURL(/\/products\/dog\/dry-food$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dog Dry Food' })).toBeVisible();
    await expect(page).toHaveTitle('Dog Dry Food | Shop Pet Nutrition');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Dog' })).toHaveAttribute('href', '/products/dog');

    // A filter goes into the URL and narrows the list; the count follows.
    const brand = page
      .getByRole('group', { name: 'Brand' })
      .getByRole('checkbox', { name: /Wholesome Paws/ });
    await brand.click();
    await expect(page).toHaveURL(/\?brand=wholesome-paws$/);
    await expect(brand).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: /^1 product$/ })).toBeVisible();
    await expectAccessible(page);
    await brand.click();
    await expect(page).toHaveURL(/\/products\/dog\/dry-food$/);
    await expect(brand).not.toBeChecked();

    const grid = page.getByRole('list', { name: 'Products' });
    const firstTitle = grid.getByRole('article').first().getByRole('heading').getByRole('link');
    const title = (await firstTitle.textContent()) ?? '';
    await firstTitle.click();
    await expect(page).toHaveURL(/\/products\/[^/]+\/[^/]+\/[^/]+\/[^/]+\?sku=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Shop Pet Nutrition`);
    // The trail links back to the category the shopper came from.
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Dog Dry Food' }),
    ).toHaveAttribute('href', '/products/dog/dry-food');
    await expect(
      page
        .getByRole('main')
        .getByText(/^\$\d+\.\d{2}$/)
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/^Save 5% with Autoship/)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\?sku=\w+$/);
    // Each page renders its own head elements; after four in-app navigations there is one of each.
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head title')).toHaveCount(1);
    await expectAccessible(page);
  });

  test('search from the header', async ({ page }) => {
    await page.goto('/products');
    const search = page.getByRole('search', { name: 'Products' });
    await search.getByRole('searchbox', { name: 'Search products' }).fill('salmon');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?search=salmon$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “salmon”' })).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('article');
    await expect(results.first()).toBeVisible();
    await expect(results.first()).toContainText(/salmon/i);
    await expectAccessible(page);
  });

  test('a variant is preselected from ?sku and from a flavor slug', async ({ page, request }) => {
    const products = await listProducts(request, 'species=dog&category=dry-food&limit=24');
    const product = products.find((p) => new Set(p.variants.map((v) => option(v, 'Size'))).size > 1);
    if (!product) throw new Error('The seed has no dry dog food in several sizes');
    const [first, second] = product.variants;

    await page.goto(`/products/${first.variantURL}?sku=${second.sku}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole('radio', { name: option(second, 'Size'), exact: true })).toBeChecked();
    await expect(page.getByText(second.sku, { exact: true })).toBeVisible();

    // Picking another size puts its variant in the URL.
    await page.getByRole('radio', { name: option(first, 'Size'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${first.variantURL}\\?sku=${first.sku}$`));

    // /products/dog/flavor/{flavor}: cards open on a variant whose flavor contains it.
    const dogs = await listProducts(request, 'species=dog&limit=24');
    const lamb = dogs.find(
      (p) =>
        !option(p.variants[0], 'Flavor').toLowerCase().includes('lamb') &&
        p.variants.some((v) => option(v, 'Flavor').toLowerCase().includes('lamb')),
    );
    if (!lamb) throw new Error('The seed has no dog food whose second flavor is lamb');
    const lambVariant =
      lamb.variants.find((v) => option(v, 'Flavor').toLowerCase().includes('lamb')) ?? lamb.variants[0];
    await page.goto('/products/dog/flavor/lamb');
    await expect(page.getByRole('heading', { level: 1, name: 'Dog Food' })).toBeVisible();
    const lambCard = card(page, lamb.title);
    await expect(lambCard.getByRole('combobox', { name: 'Flavor' })).toHaveValue(
      option(lambVariant, 'Flavor'),
    );
    await expect(lambCard.getByRole('heading').getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`\\?sku=${lambVariant.sku}$`),
    );
  });

  test('changing the ZIP refetches stock and delivery for what is on screen', async ({
    page,
    context,
    request,
  }) => {
    const [product] = await listProducts(request, 'species=cat&category=dry-food&limit=1');
    const variant = product.variants[0];
    await page.goto(`/products/${variant.variantURL}?sku=${variant.sku}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

    const toggle = page.getByRole('button', { name: `Deliver to ${DEFAULT_GUEST_ZIP}` });
    await expect(toggle).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^(In stock|Limited stock|Out of stock) at ${DEFAULT_GUEST_ZIP}$`)),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(`^Estimated delivery .+ to ${DEFAULT_GUEST_ZIP}$`))).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'userLocation')?.value).toBe(
      `${DEFAULT_GUEST_ZIP}::HOME`,
    );

    await toggle.click();
    const zipInput = page.getByRole('textbox', { name: 'ZIP code' });
    const zipForm = page.getByRole('form', { name: 'Change delivery ZIP code' });
    await zipInput.fill('1234');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(zipForm.getByRole('alert')).toHaveText('Enter a 5-digit ZIP code.');
    await zipInput.fill('00500');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(zipForm.getByRole('alert')).toHaveText(
      "Sorry, we don't deliver to 00500 yet. Please try another ZIP code.",
    );

    const stockRequest = page.waitForRequest(
      (r) => r.url().endsWith('/api/get-products-stock') && r.postDataJSON()?.zipCode === '10001',
    );
    const deliveryRequest = page.waitForRequest((r) =>
      r.url().includes('get-estimated-delivery-date?zipCode=10001'),
    );
    await zipInput.fill('10001');
    await page.getByRole('button', { name: 'Update' }).click();
    await Promise.all([stockRequest, deliveryRequest]);

    await expect(page.getByRole('button', { name: 'Deliver to 10001' })).toBeFocused();
    await expect(page.getByText(/^(In stock|Limited stock|Out of stock) at 10001$/)).toBeVisible();
    await expect(page.getByText(/^Estimated delivery .+ to 10001$/)).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'userLocation')?.value).toBe('10001::HOME');

    // The ZIP follows the shopper to the listing's cards.
    await page.goto('/products/cat/dry-food');
    await expect(page.getByText(/^Estimated delivery .+ to 10001$/).first()).toBeVisible();
  });

  test('a path with /products/products is fixed and an unknown product is not found', async ({ page }) => {
    await page.goto('/products/products/dog');
    await expect(page).toHaveURL(/\/products\/dog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dog Food' })).toBeVisible();

    const missing = await page.goto('/products/no-such-food-here');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('Page not found: /products/no-such-food-here')).toBeVisible();
  });
});

test.describe('catalogue journeys, staff-feeding site', () => {
  // The staff site's catalogue is for signed-in, registered members (SPEC §6).
  test.beforeEach(async ({ page, baseURL }) => {
    await signInAsStaff(page, baseURL);
  });
  test('listing and product pages show no prices, a size dropdown and the Catalog trail', async ({
    page,
    baseURL,
    request,
  }) => {
    await page.goto(staffUrl(baseURL, '/products/dog/dry-food'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dog Dry Food' })).toBeVisible();
    await expect(page).toHaveTitle('Dog Dry Food | Pro Staff Feeding');
    const firstCard = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
    await expect(firstCard.getByRole('combobox', { name: 'Size' })).toBeVisible();
    await expect(firstCard.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/^\$\d+\.\d{2}$/)).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Price:');
    await expect(page.getByRole('main')).not.toContainText('Autoship');
    await expect(page.getByRole('main')).not.toContainText('Estimated delivery');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Catalog' }),
    ).toBeVisible();
    await expectAccessible(page);

    const [rx] = await listProducts(request, 'species=dog&category=prescription-diet&limit=1');
    await page.goto(staffUrl(baseURL, `/products/${rx.variants[0].variantURL}`));
    await expect(page.getByRole('heading', { level: 1, name: rx.title })).toBeVisible();
    await expect(page.getByText('Vet-Supervised Nutrition')).toBeVisible();
    await expect(page.getByRole('main').getByText(/^\$\d+\.\d{2}$/)).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Price:');
    await expect(page.getByRole('combobox', { name: 'Size' })).toBeVisible();
    await expectAccessible(page);
  });

  test('search works on the staff site too', async ({ page, baseURL }) => {
    await page.goto(staffUrl(baseURL, '/search?search=chicken'));
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “chicken”' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/^\$\d+\.\d{2}$/)).toHaveCount(0);
  });
});
