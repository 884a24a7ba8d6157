import { staffBreadcrumbs, standardBreadcrumbs } from '@shop/catalog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../testing/render-in-router';
import { useCatalogBreadcrumbs, type CatalogBreadcrumbInput } from '../hooks/use-catalog-breadcrumbs';
import {
  readLastBreadcrumbClick,
  resetNavigationTracking,
  saveCategory,
  saveListFilters,
} from '../state/navigation-storage';
import { Breadcrumbs } from './breadcrumbs';

function crumbTexts(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function TrailProbe(input: CatalogBreadcrumbInput) {
  return <Breadcrumbs crumbs={useCatalogBreadcrumbs(input)} />;
}

describe('Breadcrumbs', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetNavigationTracking();
  });

  it('links every crumb but the last, which is the current page', () => {
    renderInRouter(
      <Breadcrumbs
        crumbs={standardBreadcrumbs({
          pageType: 'CLP',
          species: 'dog',
          savedCategory: { label: 'Dog Dry Food', href: '/products/dog/dry-food' },
        })}
      />,
      { path: '/products/dog/dry-food' },
    );
    expect(crumbTexts()).toEqual(['Home', 'All Products', 'Dog', 'Dog Dry Food']);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Dog' })).toHaveAttribute('href', '/products/dog');
    expect(screen.queryByRole('link', { name: 'Dog Dry Food' })).not.toBeInTheDocument();
    expect(screen.getByText('Dog Dry Food')).toHaveAttribute('aria-current', 'page');
  });

  it('shows disabled crumbs as greyed text, never as links', () => {
    renderInRouter(
      <Breadcrumbs crumbs={staffBreadcrumbs([{ label: 'Wholesome Paws' }, { label: '15 lb' }])} />,
    );
    expect(crumbTexts()).toEqual(['Catalog', 'Wholesome Paws', '15 lb']);
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/products');
    expect(screen.getByText('15 lb')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: '15 lb' })).not.toBeInTheDocument();
  });

  it('records the clicked crumb in local storage and navigates', async () => {
    const { router } = renderInRouter(
      <Breadcrumbs crumbs={standardBreadcrumbs({ pageType: 'PDP', species: 'cat' })} />,
      { path: '/products/x' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Cat' }));
    expect(readLastBreadcrumbClick()).toEqual({ label: 'Cat', href: '/products/cat' });
    expect(router.state.location.pathname).toBe('/products/cat');
  });

  describe('catalogue trail for the site', () => {
    it('on the consumer site: species, saved category of that species, brand line, pet age and form', () => {
      saveCategory({ label: 'Dog Dry Food', href: '/products/dog/dry-food' });
      renderInRouter(
        <TrailProbe pageType="PDP" species="dog" brand="pet-nutrition" petAge="puppy" foodForm="dry-food" />,
      );
      expect(crumbTexts()).toEqual([
        'Home',
        'All Products',
        'Dog',
        'Dog Dry Food',
        'Pet Nutrition',
        'Puppy',
        'Dry Food',
      ]);
    });

    it('leaves out a saved category of another species and names other brands as the treats line', () => {
      saveCategory({ label: 'Dog Dry Food', href: '/products/dog/dry-food' });
      renderInRouter(<TrailProbe pageType="PDP" species="cat" brand="wholesome-paws" petAge="adult" />);
      expect(crumbTexts()).toEqual(['Home', 'All Products', 'Cat', 'Pet Nutrition Treats', 'Adult']);
    });

    it('on the staff site: one Catalog crumb plus the saved filters, disabled', () => {
      saveListFilters({
        path: '/products/dog/dry-food',
        query: 'brand=wholesome-paws&size=15-lb',
        values: [
          { facet: 'brand', value: 'wholesome-paws', label: 'Wholesome Paws' },
          { facet: 'size', value: '15-lb', label: '15 lb' },
        ],
      });
      renderInRouter(<TrailProbe pageType="PDP" species="dog" brand="pet-nutrition" />, { siteId: 'HPSF' });
      expect(crumbTexts()).toEqual(['Catalog', 'Wholesome Paws', '15 lb']);
      expect(screen.getByText('Wholesome Paws')).toHaveAttribute('aria-disabled', 'true');
    });
  });
});
