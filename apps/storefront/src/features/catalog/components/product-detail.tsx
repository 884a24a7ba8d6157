import type { ProductDto } from '@shop/api-client';
import { DEFAULT_CARD_QUANTITY, MIN_QUANTITY, maxLineQuantity } from '@shop/cart';
import {
  formatWeightLbs,
  parseUserLocation,
  productCardLink,
  productMetaDescription,
  resolveBadges,
  type StockStatus,
} from '@shop/catalog';
import { ErrorState, QuantityStepper, Skeleton, VisuallyHidden } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { httpStatusOf } from '../../../lib/api/api-error';
import { useSite } from '../../../lib/site/site-context';
import { PageHead } from '../../../lib/page-head/page-head';
import { productDetailQueryOptions } from '../api/product-detail-queries';
import { stockStatusOf, useCardEnvironment } from '../context/card-environment';
import { useCardMerchandising } from '../hooks/use-card-merchandising';
import { useProductPageVariant } from '../hooks/use-variant-selection';
import type { OptionName } from '../model/catalog-types';
import { PRESCRIPTION_DIET_LINE, productLineHandle, variantForOption } from '../model/variant-options';
import { BadgeList } from './badge-list';
import { DeliveryNote } from './delivery-note';
import { PriceLines } from './price-lines';
import { ProductGallery } from './product-gallery';
import { VariantOptionPickers } from './variant-option-pickers';
import './product-detail.css';

const STOCK_TEXT: Readonly<Record<StockStatus, string>> = {
  IN: 'In stock',
  LTD: 'Limited stock',
  OUT: 'Out of stock',
};

export interface ProductDetailProps {
  handle: string;
  /** The trail above the product, built by the route once the product is known. */
  renderBreadcrumbs?: (product: ProductDto) => ReactNode;
  /** Shown for an unknown handle (SPEC §8 'Page not found: {path}'). */
  notFound: ReactNode;
}

/**
 * The product detail page (SPEC §2): gallery, title, brand, badges, price lines (consumer site),
 * option pickers that put the chosen variant in the URL, stock at the shopper's ZIP, delivery
 * estimate, quantity and description. The variant comes from ?sku, else from the variant URL path
 * the page was opened on.
 */
export function ProductDetail({ handle, renderBreadcrumbs, notFound }: ProductDetailProps) {
  const product = useQuery(productDetailQueryOptions(handle));

  if (product.isPending) return <ProductDetailSkeleton />;
  if (product.isError) {
    const status = httpStatusOf(product.error);
    if (status === 404 || status === 400) return <>{notFound}</>;
    return (
      <ErrorState
        message="We couldn't load this product. Please try again."
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  }
  return <ProductDetailView product={product.data} breadcrumbs={renderBreadcrumbs?.(product.data)} />;
}

function ProductDetailView({ product, breadcrumbs }: { product: ProductDto; breadcrumbs: ReactNode }) {
  const { staff } = useSite();
  const environment = useCardEnvironment();
  const { dealSkus, freeShippingThreshold } = useCardMerchandising();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { variant, pathVariant } = useProductPageVariant(product.variants);
  const [quantity, setQuantity] = useState(DEFAULT_CARD_QUANTITY);

  if (!variant) return null;

  const stockStatus = stockStatusOf(environment, variant);
  const badges = resolveBadges({ badgeTags: variant.badgeTags, stockStatus, sku: variant.sku, dealSkus });
  const price = Number(variant.price.amount);
  const compareAt = variant.compareAtPrice ? Number(variant.compareAtPrice.amount) : null;
  const zip = parseUserLocation(environment.userLocation).location;
  const images = variant.variantMediaList?.length
    ? variant.variantMediaList
    : [{ url: variant.imagePrimary?.url ?? product.featuredImage.url, alt: product.featuredImage.alt }];

  const pick = (name: OptionName) => (value: string) => {
    const next = variantForOption(product.variants, variant, name, value);
    if (!next || next.sku === variant.sku) return;
    // On a variant URL the path follows the variant; elsewhere only ?sku changes.
    const target = pathVariant ? productCardLink(next) : `${pathname}?sku=${encodeURIComponent(next.sku)}`;
    void navigate(target, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="page product-detail">
      <PageHead title={product.title} description={productMetaDescription(product.description)} />
      {breadcrumbs}
      <div className="product-detail__layout">
        <ProductGallery images={images} fallbackAlt={product.title} />
        <div className="product-detail__summary">
          <BadgeList badges={badges} />
          {staff && productLineHandle(product) === PRESCRIPTION_DIET_LINE ? (
            <p className="product-detail__vet">Vet-Supervised Nutrition</p>
          ) : null}
          <p className="product-detail__brand">{product.brand.name}</p>
          <h1 className="page__title product-detail__title">{product.title}</h1>
          {staff ? null : environment.renderRating?.(product, 'page')}

          <PriceLines
            price={price}
            compareAt={compareAt}
            staff={staff}
            freeShippingThreshold={freeShippingThreshold}
            size="page"
          />

          <VariantOptionPickers
            product={product}
            variant={variant}
            staff={staff}
            onPick={pick}
            layout="page"
            className="product-detail__options"
          />

          <dl className="product-detail__facts">
            <div>
              <dt>SKU</dt>
              <dd>{variant.sku}</dd>
            </div>
            <div>
              <dt>Weight</dt>
              <dd>{formatWeightLbs(Number(variant.weight), variant.weightUnit)}</dd>
            </div>
          </dl>

          <div className="product-detail__availability" aria-live="polite">
            {stockStatus ? (
              <p className={`product-detail__stock product-detail__stock--${stockStatus.toLowerCase()}`}>
                {STOCK_TEXT[stockStatus]}
                {zip ? ` at ${zip}` : ''}
              </p>
            ) : environment.stockLoading ? (
              <p className="product-detail__stock">Checking stock…</p>
            ) : null}
            {staff ? null : <DeliveryNote className="product-detail__note" />}
          </div>

          <QuantityStepper
            label={`Quantity of ${product.title}`}
            value={quantity}
            onChange={setQuantity}
            min={MIN_QUANTITY}
            max={maxLineQuantity(false)}
            disabled={stockStatus === 'OUT'}
          />
          {environment.renderAction?.({
            product,
            variant,
            quantity,
            outOfStock: stockStatus === 'OUT',
            placement: 'page',
          })}

          <section className="product-detail__description" aria-labelledby="product-description-heading">
            <h2 id="product-description-heading" className="product-detail__section-title">
              Description
            </h2>
            <p>{product.description}</p>
          </section>
        </div>
      </div>
    </div>
  );
}

/** The page's shape while the product loads, announced once as a status. */
function ProductDetailSkeleton() {
  return (
    <div className="page product-detail" aria-busy="true">
      <PageHead />
      <VisuallyHidden role="status">Loading product…</VisuallyHidden>
      <div className="product-detail__layout" aria-hidden="true">
        <Skeleton shape="block" className="product-detail__image-skeleton" />
        <div className="product-detail__summary">
          <Skeleton width="30%" />
          <Skeleton width="80%" height="2rem" />
          <Skeleton width="25%" height="1.5rem" />
          <Skeleton width="60%" />
          <Skeleton width="100%" height="5rem" />
        </div>
      </div>
    </div>
  );
}
