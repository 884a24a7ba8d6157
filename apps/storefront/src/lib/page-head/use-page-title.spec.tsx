import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../testing/render-with-site';
import { usePageTitle } from './use-page-title';

function Page({ title, description }: { title?: string; description?: string }) {
  usePageTitle(title, description);
  return null;
}

function metaDescription(): string | null | undefined {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

describe('usePageTitle', () => {
  it("uses the '%s | site name' template", () => {
    renderWithSite(<Page title="Home" />, { siteId: 'DTC' });
    expect(document.title).toBe('Home | Shop Pet Nutrition');
  });

  it("uses the staff-feeding site's name there", () => {
    renderWithSite(<Page title="My Autoships" />, { siteId: 'HPSF' });
    expect(document.title).toBe('My Autoships | Pro Staff Feeding');
  });

  it('gives the bare site name without a page title', () => {
    renderWithSite(<Page />, { siteId: 'DTC' });
    expect(document.title).toBe('Shop Pet Nutrition');
  });

  it('sets the meta description while mounted and restores the previous one after', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Default description';
    document.head.append(meta);

    const { unmount } = renderWithSite(<Page title="Contact Us" description="Write to us" />);
    expect(metaDescription()).toBe('Write to us');

    unmount();
    expect(metaDescription()).toBe('Default description');
    meta.remove();
  });

  it('creates the meta description when the document has none', () => {
    const { unmount } = renderWithSite(<Page title="Contact Us" description="Write to us" />);
    expect(metaDescription()).toBe('Write to us');
    unmount();
    expect(metaDescription()).toBeUndefined();
  });
});
