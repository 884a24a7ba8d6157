import { PRODUCT_MAIN_IMAGE_SIZE, PRODUCT_MAIN_IMAGE_SIZES } from '@shop/catalog';
import { useState } from 'react';
import type { CatalogImage } from '../model/catalog-types';
import { ProductImage } from './product-image';
import './product-gallery.css';

const THUMB_SIZE = 72;

export interface ProductGalleryProps {
  images: readonly CatalogImage[];
  /** Alt text for images that have none (the product title). */
  fallbackAlt: string;
}

/**
 * The detail page's images (the variant's variantMediaList): a large image and, when there are
 * several, thumbnail buttons that swap it. The main image loads eagerly; thumbnails use a fixed
 * 1x/2x srcset.
 */
export function ProductGallery({ images, fallbackAlt }: ProductGalleryProps) {
  const [chosen, setChosen] = useState(0);
  const index = chosen < images.length ? chosen : 0;
  const main = images[index];
  if (!main) return <div className="product-gallery product-gallery--empty" aria-hidden="true" />;

  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <ProductImage
          src={main.url}
          alt={main.alt || fallbackAlt}
          width={PRODUCT_MAIN_IMAGE_SIZE}
          height={PRODUCT_MAIN_IMAGE_SIZE}
          sizes={PRODUCT_MAIN_IMAGE_SIZES}
          priority
        />
      </div>
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs" aria-label="Product images">
          {images.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-pressed={i === index}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                onClick={() => setChosen(i)}
              >
                <ProductImage
                  src={image.url}
                  alt=""
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  sizes={`${THUMB_SIZE}px`}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
