import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility';
import { appStarted } from './support/app-started';
import { navigateInApp } from './support/in-app-navigation';
import { staffUrl } from './support/sites';
import { signInAsStaff } from './support/staff-sign-in';

/** The two shops on the same server: the consumer store and, as staff.localhost, the staff site. */
const SITES = [
  {
    name: 'consumer',
    title: 'Shop Pet Nutrition',
    url: (baseURL: string | undefined, path: string) => new URL(path, baseURL).toString(),
  },
  {
    name: 'staff',
    title: 'Pro Staff Feeding',
    url: (baseURL: string | undefined, path: string) => staffUrl(baseURL, path),
  },
] as const;

for (const site of SITES) {
  test.describe(`content pages on the ${site.name} site`, () => {
    // The staff site's pages beyond home and the exempt ones are for its signed-in members (SPEC §6).
    test.beforeEach(async ({ page, baseURL }) => {
      if (site.name === 'staff') await signInAsStaff(page, baseURL);
    });

    test('home shows the CMS hero and a carousel of products', async ({ page, baseURL }) => {
      await page.goto(site.url(baseURL, '/'));

      await expect(page.getByRole('heading', { level: 1, name: site.title })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Nutrition they love, delivered' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Shop Dog Food' })).toHaveAttribute(
        'href',
        '/products/dog',
      );

      const carousel = page.getByRole('group', { name: 'Our most-loved recipes' });
      await expect(carousel).toBeVisible();
      const slides = carousel
        .getByRole('list', { name: 'Products' })
        .getByRole('listitem')
        .and(page.locator('[aria-roledescription="slide"]'));
      await expect(slides.first()).toBeVisible();
      expect(await slides.count()).toBeGreaterThan(2);
      await expect(slides.first().getByRole('heading', { level: 3 })).toBeVisible();

      const next = carousel.getByRole('button', { name: 'Next slide' });
      await expect(next).toBeEnabled();
      await expect(page).toHaveTitle(site.title);
    });

    test('the CMS header, footer and announcements frame the page', async ({ page, baseURL }) => {
      await page.goto(site.url(baseURL, '/about-us'));

      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: site.title })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }),
      ).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQ' }),
      ).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Announcements' })).toBeVisible();
      await expect(page).toHaveTitle(`About Us | ${site.title}`);
    });

    test('the FAQ answers open from the keyboard', async ({ page, baseURL }) => {
      await page.goto(site.url(baseURL, '/faq'));

      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      // The first view draws the questions too; the app's own are the ones that must open.
      await appStarted(page);
      const question = page.locator('summary', { hasText: 'What is Autoship?' });
      const answer = page.getByText(/Autoship delivers your pet’s food/);
      await expect(answer).toBeHidden();
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await expect(page).toHaveTitle(`Frequently Asked Questions | ${site.title}`);
    });

    test('a draft or archived page is not found', async ({ page, baseURL }) => {
      await page.goto(site.url(baseURL, '/spring-sale'));
      await expect(page.getByText('Page not found: /spring-sale')).toBeVisible();
      await expect(page).toHaveTitle(`404 Error | ${site.title}`);

      await page.goto(site.url(baseURL, '/holiday-2023'));
      await expect(page.getByText('Page not found: /holiday-2023')).toBeVisible();
    });

    test('a CMS redirect is followed inside the shop on in-app navigation', async ({ page, baseURL }) => {
      await page.goto(site.url(baseURL, '/about-us'));
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

      const sameDocument = await navigateInApp(page, '/returns');

      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      expect(await sameDocument()).toBe(true);
    });

    test('a CMS redirect is followed by the server on a first visit', async ({ page, baseURL }) => {
      const response = await page.goto(site.url(baseURL, '/returns?utm_source=mail'));

      await expect(page).toHaveURL(/\/faq\?utm_source=mail$/);
      expect(response?.request().redirectedFrom()?.url()).toMatch(/\/returns\?utm_source=mail$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    });

    test('/maintenance has no header or footer', async ({ page, baseURL }) => {
      await page.goto(site.url(baseURL, '/maintenance'));

      await expect(page.getByRole('heading', { level: 1, name: 'We’ll be right back' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page).toHaveTitle(`Maintenance | ${site.title}`);
    });

    test('an unknown path shows the not-found page', async ({ page, baseURL }) => {
      await page.goto(site.url(baseURL, '/no/such/content'));

      await expect(page.getByText('Page not found: /no/such/content')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    });

    test('the home page has no serious or critical accessibility violations', async ({ page, baseURL }) => {
      await page.goto(site.url(baseURL, '/'));
      await expect(page.getByRole('group', { name: 'Our most-loved recipes' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();

      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the terms page is titled per site', async ({ page, baseURL }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await expect(page).toHaveTitle('Terms and Conditions | Shop Pet Nutrition');

  await page.goto(staffUrl(baseURL, '/terms-and-conditions'));
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(page).toHaveTitle('Terms & Conditions | Pro Staff Feeding');
});

test('the shipping page is titled Shipping on the staff site', async ({ page, baseURL }) => {
  await signInAsStaff(page, baseURL);
  await page.goto(staffUrl(baseURL, '/shipping'));
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await expect(page).toHaveTitle('Shipping | Pro Staff Feeding');
});

test('an external CMS redirect replaces the browser location on in-app navigation', async ({ page }) => {
  await page.route('https://example.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Blog</title><h1>Elsewhere</h1>' }),
  );
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  await navigateInApp(page, '/blog');

  await expect(page).toHaveURL('https://example.org/blog');
  await expect(page.getByRole('heading', { name: 'Elsewhere' })).toBeVisible();
});

test('the password page shows the CMS heading and message without the layout', async ({ page, baseURL }) => {
  await page.goto(staffUrl(baseURL, '/password-protect'));

  await expect(page.getByRole('heading', { level: 1, name: 'Staff preview' })).toBeVisible();
  await expect(page.getByText('Pro Staff Feeding is in preview.', { exact: false })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('the sitemap lists content pages and the catalogue', async ({ page }) => {
  await page.goto('/sitemap');

  const pages = page.getByRole('region', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  const shop = page.getByRole('region', { name: 'Shop' });
  await expect(shop.getByRole('link', { name: 'Dog', exact: true })).toHaveAttribute('href', '/products/dog');
  await expect(page).toHaveTitle('Sitemap | Shop Pet Nutrition');
});

test('an external CMS redirect is answered by the server on a first visit', async ({ page }) => {
  // The browser cannot leave this machine (no internet), so the redirect itself is what is checked.
  const response = await page.request.get('/blog', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('https://example.org/blog');
});
