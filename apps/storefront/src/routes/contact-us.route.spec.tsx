import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_DESCRIPTION } from '@shop/identity';
import { renderWithSite } from '../testing/render-with-site';
import { ContactUsRoute } from './contact-us.route';

function description(): string | null | undefined {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

describe('/contact-us', () => {
  it("is 'Contact Us' with the consumer description on the consumer site", () => {
    renderWithSite(<ContactUsRoute />, { siteId: 'DTC' });
    expect(document.title).toBe('Contact Us | Shop Pet Nutrition');
    expect(description()).toBe(
      'Questions about an order, a product or Autoship? Send Shop Pet Nutrition a message and we will answer by email.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
  });

  it("is 'Contact Us' on the staff site too, with the shop's default description", () => {
    renderWithSite(<ContactUsRoute />, { siteId: 'HPSF' });
    expect(document.title).toBe('Contact Us | Pro Staff Feeding');
    expect(description()).toBe(DEFAULT_PAGE_DESCRIPTION);
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
  });
});
