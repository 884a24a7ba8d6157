import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { productFixture, variantFixture } from '../../../testing/catalog-fixtures';
import type { AnalyticsCatalogProduct, AnalyticsCatalogVariant } from '../model/catalog-analytics';
import { useItemListViewReport, useItemViewReport } from './use-catalog-view-reports';

const chicken = productFixture();
const salmon = productFixture({
  id: 'prod-2',
  title: 'Adult Salmon Recipe',
  variants: [variantFixture({ id: 'var-2', sku: 'DOG-SALMON-4LB' })],
});
const lamb = productFixture({
  id: 'prod-3',
  title: 'Adult Lamb Recipe',
  variants: [variantFixture({ id: 'var-3', sku: 'DOG-LAMB-4LB' })],
});

function ListProbe(props: {
  products: AnalyticsCatalogProduct[];
  list: { id: string; name: string } | null;
}) {
  useItemListViewReport(props.products, props.list);
  return null;
}

function ItemProbe(props: { product?: AnalyticsCatalogProduct; variant?: AnalyticsCatalogVariant }) {
  useItemViewReport(props.product, props.variant);
  return null;
}

const events = (name: string) =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name) as {
    ecommerce: { item_list_id?: string; items: { item_id: string; index: number }[] };
  }[];

describe('catalogue view reports', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('reports a list once its name is known, each product once, a later page from its position', () => {
    const list = { id: 'dog', name: 'Dog Food' };
    const { rerender } = render(<ListProbe products={[chicken, salmon]} list={null} />);
    expect(events('view_item_list')).toEqual([]);

    rerender(<ListProbe products={[chicken, salmon]} list={list} />);
    rerender(<ListProbe products={[chicken, salmon]} list={list} />);
    rerender(<ListProbe products={[chicken, salmon, lamb]} list={list} />);
    const reported = events('view_item_list').map((event) =>
      event.ecommerce.items.map((item) => [item.item_id, item.index]),
    );
    expect(reported).toEqual([
      [
        ['DOG-ADULT-CHICKEN-30LB', 0],
        ['DOG-SALMON-4LB', 1],
      ],
      [['DOG-LAMB-4LB', 2]],
    ]);
  });

  it('reports the list afresh when it shows other products (new filters, a new search)', () => {
    const list = { id: 'dog', name: 'Dog' };
    const { rerender } = render(<ListProbe products={[chicken, salmon]} list={list} />);
    rerender(<ListProbe products={[lamb]} list={list} />);
    rerender(<ListProbe products={[lamb]} list={{ id: 'dog', name: 'Dog, page 2' }} />);
    expect(
      events('view_item_list').map((event) =>
        event.ecommerce.items.map((item) => [item.item_id, item.index]),
      ),
    ).toEqual([
      [
        ['DOG-ADULT-CHICKEN-30LB', 0],
        ['DOG-SALMON-4LB', 1],
      ],
      [['DOG-LAMB-4LB', 0]],
      [['DOG-LAMB-4LB', 0]],
    ]);
  });

  it('starts over for another list', () => {
    const { rerender } = render(<ListProbe products={[chicken]} list={{ id: 'dog', name: 'Dog' }} />);
    rerender(<ListProbe products={[salmon]} list={{ id: 'cat', name: 'Cat' }} />);
    expect(events('view_item_list').map((event) => event.ecommerce.item_list_id)).toEqual(['dog', 'cat']);
  });

  it('reports a product view once per variant shown', () => {
    const other = variantFixture({ id: 'var-9', sku: 'DOG-ADULT-CHICKEN-4LB' });
    const { rerender } = render(<ItemProbe />);
    rerender(<ItemProbe product={chicken} variant={chicken.variants[0]} />);
    rerender(<ItemProbe product={chicken} variant={chicken.variants[0]} />);
    rerender(<ItemProbe product={chicken} variant={other} />);
    expect(events('view_item').map((event) => event.ecommerce.items[0].item_id)).toEqual([
      'DOG-ADULT-CHICKEN-30LB',
      'DOG-ADULT-CHICKEN-4LB',
    ]);
  });
});
