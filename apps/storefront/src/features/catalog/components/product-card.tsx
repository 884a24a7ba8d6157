import { DEFAULT_CARD_QUANTITY, MIN_QUANTITY, maxLineQuantity } from '@shop/cart';
import { CARD_IMAGE_SIZES, productCardLink, resolveBadges, truncateDescription } from '@shop/catalog';
import { QuantityStepper } from '@shop/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-context';
import { stockStatusOf, useCardEnvironment } from '../context/card-environment';
import { useCardMerchandising } from '../hooks/use-card-merchandising';
import { useVariantSelection } from '../hooks/use-variant-selection';
import type { CatalogProduct, OptionName } from '../model/catalog-types';
import { PRESCRIPTION_DIET_LINE, productLineHandle, variantForOption } from '../model/variant-options';
import { BadgeList } from './badge-list';
import { DeliveryNote } from './delivery-note';
import { PriceLines } from './price-lines';
import { ProductImage } from './product-image';
import { VariantOptionPickers } from './variant-option-pickers';
import './product-card.css';

export interface ProductCardProps {
  product: CatalogProduct;
  /** The card title's heading level, so the card fits the outline of the page it is on. */
  headingLevel?: 2 | 3 | 4;
  /** Images of the first row load eagerly. */
  priority?: boolean;
}

/**
 * A product in a grid or carousel (SPEC §2 product cards): image, title linking to the variant's
 * detail page, a short description, option pickers, badges, price lines and delivery note, and a
 * quantity stepper. The variant is preselected from the URL (?sku, ?search, slug). Stock and
 * delivery come from the surrounding CardEnvironment (the shopper's ZIP); deals and the
 * free-shipping threshold from the site's content.
 *
 * On the staff-feeding site the price, autoship, shipping and delivery lines, the ratings and the
 * size pills are not rendered; sizes are a dropdown, the compare-at price is shown, and the prescription-diet line
 * is marked 'Vet-Supervised Nutrition'. Beside the quantity sits the route's action slot
 * (CardEnvironment.renderAction): the cart's add button once the cart feature exists.
 */
export function ProductCard({ product, headingLevel = 3, priority = false }: ProductCardProps) {
  const { staff } = useSite();
  const environment = useCardEnvironment();
  const { dealSkus, freeShippingThreshold } = useCardMerchandising();
  const { variant, select } = useVariantSelection(product.variants);
  const [quantity, setQuantity] = useState(DEFAULT_CARD_QUANTITY);
  const titleId = useId();

  if (!variant) return null;

  const stockStatus = stockStatusOf(environment, variant);
  const outOfStock = stockStatus === 'OUT';
  const badges = resolveBadges({ badgeTags: variant.badgeTags, stockStatus, sku: variant.sku, dealSkus });
  const href = productCardLink(variant);
  const price = Number(variant.price.amount);
  const compareAt = variant.compareAtPrice ? Number(variant.compareAtPrice.amount) : null;
  const image = variant.imagePrimary?.url ?? product.featuredImage?.url;
  const Heading = `h${headingLevel}` as const;
  const vetSupervised = staff && productLineHandle(product) === PRESCRIPTION_DIET_LINE;

  const pick = (name: OptionName) => (value: string) => {
    const next = variantForOption(product.variants, variant, name, value);
    if (next) select(next);
  };

  return (
    <article className="product-card" aria-labelledby={titleId} data-sku={variant.sku}>
      <div className="product-card__media">
        {image ? (
          <Link to={href} tabIndex={-1} aria-hidden="true" className="product-card__image-link">
            <ProductImage
              src={image}
              alt=""
              width={320}
              height={200}
              sizes={CARD_IMAGE_SIZES}
              priority={priority}
            />
          </Link>
        ) : null}
        <BadgeList badges={badges} className="product-card__badges" />
      </div>
      <div className="product-card__body">
        {vetSupervised ? <p className="product-card__vet">Vet-Supervised Nutrition</p> : null}
        <Heading className="product-card__title" id={titleId}>
          <Link to={href} className="product-card__link">
            {product.title}
          </Link>
        </Heading>
        {staff ? null : environment.renderRating?.(product, 'card')}
        <p className="product-card__description">{truncateDescription(product.description)}</p>

        <VariantOptionPickers
          product={product}
          variant={variant}
          staff={staff}
          onPick={pick}
          layout="card"
          className="product-card__options"
        />

        <PriceLines
          price={price}
          compareAt={compareAt}
          staff={staff}
          freeShippingThreshold={freeShippingThreshold}
          size="card"
          className="product-card__pricing"
        >
          <DeliveryNote className="price-lines__note" />
        </PriceLines>

        <div className="product-card__actions">
          <QuantityStepper
            label={`Quantity of ${product.title}`}
            value={quantity}
            onChange={setQuantity}
            min={MIN_QUANTITY}
            max={maxLineQuantity(false)}
            disabled={outOfStock}
          />
          {environment.renderAction?.({ product, variant, quantity, outOfStock, placement: 'card' })}
        </div>
      </div>
    </article>
  );
}
