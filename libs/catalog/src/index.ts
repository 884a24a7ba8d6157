export {
  G_TO_LB,
  KG_TO_LB,
  OUNCES_PER_POUND,
  OZ_TO_LB,
  normalizeWeightUnit,
  toPounds,
} from './unit-conversion';
export type { WeightUnit } from './unit-conversion';
export { roundToTenth } from './tenth-rounding';
export { formatWeightLbs } from './weight-formatting';

export { DEFAULT_LIMITED_STOCK_THRESHOLD, stockStatusFor } from './stock-status-classification';
export type { StockStatus } from './stock-status-classification';

export {
  DEFAULT_GUEST_ZIP,
  formatZipRange,
  isValidZip,
  isZipInRanges,
  isZipPrefix,
  isZipShaped,
  parseZipRange,
} from './zip-validation';
export type { ZipRange } from './zip-validation';
export { classifySearchLocation } from './search-location-classification';
export type { SearchLocationKind } from './search-location-classification';
export {
  HOME_DESTINATION,
  parseUserLocation,
  PREFERRED_DESTINATION,
  signedInUserLocation,
  USER_LOCATION_KEY,
  userLocationCookieValue,
  type CustomerLocationSource,
} from './user-location-encoding';
export type { UserLocation } from './user-location-encoding';

export { BADGE_ORDER, BADGE_TAG_PREFIX, MAX_CARD_BADGES, badgeTag, resolveBadges } from './badge-resolution';
export type { Badge, BadgeColour, BadgeId, BadgeInput } from './badge-resolution';

export { preselectVariant } from './variant-preselection';
export type { VariantLike, VariantPreselectionContext } from './variant-preselection';
export { productCardLink } from './product-card-link';
export { CARD_DESCRIPTION_MAX, truncateDescription } from './description-truncation';
export { HAWAII_DELIVERY_TEXT, estimatedDeliveryText } from './delivery-estimate-text';
export { DEFAULT_FREE_SHIPPING_THRESHOLD, freeShippingText } from './free-shipping-text';
export { freeShippingThreshold, freeShippingThresholdCents } from './free-shipping-threshold';
export { AUTOSHIP_SAVING_PERCENT, AUTOSHIP_SAVING_RATE, autoshipPrice } from './autoship-pricing';
export { centsToAmount, formatPrice } from './price-formatting';

export { SPECIES, isSpecies } from './species-recognition';
export type { Species } from './species-recognition';
export { isPageType, PAGE_TYPES, pageTypeFor } from './page-type-classification';
export type { PageType } from './page-type-classification';
export {
  MAIN_BRAND,
  MAIN_BRAND_LABEL,
  TREATS_BRAND_LABEL,
  brandCrumbLabel,
  petAgeCrumbLabel,
  staffBreadcrumbs,
  standardBreadcrumbs,
} from './breadcrumb-building';
export type { Crumb, StandardBreadcrumbInput } from './breadcrumb-building';
export { shouldClearSavedFilters } from './saved-filter-clearing';
export type { PageTransition } from './saved-filter-clearing';
export { CANONICAL_QUERY_WHITELIST, canonicalUrl } from './canonical-url-building';
export {
  ALL_PRODUCTS_TITLE,
  META_DESCRIPTION_MAX,
  listingMetaDescription,
  productMetaDescription,
} from './page-meta';
export { fixDuplicatedProductsPath } from './products-path-deduplication';
export { listingCollectionOf } from './listing-collection';
export type { ListingCollection } from './listing-collection';
export { classifyStorefrontPath, productPagePath, STOREFRONT_PAGE_PATHS } from './storefront-paths';
export type { StorefrontPath } from './storefront-paths';

export { addBusinessDays } from './business-day-calculation';
export { formatDeliveryDate } from './delivery-date-formatting';
export {
  DEFAULT_IMAGE_FIT,
  DEFAULT_IMAGE_FORMAT,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_OPTIMIZATION_PATH,
  imageSrcSet,
  optimizedImageUrl,
} from './image-srcset';
export type { ImageFit, ImageFormat, ImageSrcSetOptions, ImageUrlOptions } from './image-srcset';
export {
  ALLOWED_IMAGE_HEIGHTS,
  ALLOWED_IMAGE_QUALITIES,
  ALLOWED_IMAGE_WIDTHS,
  CARD_IMAGE_HEIGHTS,
  DEFAULT_IMAGE_QUALITY,
  IMAGE_ASPECT_RATIOS,
  IMAGE_CROPS,
  IMAGE_DENSITIES,
  IMAGE_SCREEN_WIDTHS,
  IMAGE_WIDTHS,
  LOGO_IMAGE_SIZE,
  allowedImageBox,
  allowedImageHeights,
  allowedImageQuality,
  allowedImageWidth,
  imageHeightProblem,
  imageQualityProblem,
  imageWidthProblem,
} from './image-rendition-allowance';
export type { ImageSizeRequest } from './image-rendition-allowance';
export { CONTENT_PALETTE, normalizePaletteColor } from './content-palette';
export type { ContentColor } from './content-palette';
export {
  productBreadcrumbJsonLd,
  productJsonLd,
  schemaAvailability,
  SEARCH_QUERY_PARAMETER,
  serializeJsonLd,
  websiteJsonLd,
} from './structured-data';
export type { JsonLd, StructuredProduct, StructuredReviews } from './structured-data';
export { resultCountText } from './result-count-text';
export { variantGid } from './variant-gid';
export {
  CARD_IMAGE_SIZES,
  PRODUCT_MAIN_IMAGE_SIZE,
  PRODUCT_MAIN_IMAGE_SIZES,
  productPageImage,
} from './product-image-layout';
export {
  CONTENT_IMAGE_INTRINSIC_WIDTH,
  contentImageAttributes,
  featureImageLayout,
} from './content-image-layout';
export { isExternalRichTextHref, RICH_TEXT_SAFE_HREF, RICH_TEXT_TAGS } from './rich-text-policy';
export {
  REVIEW_AUTHOR_MAX,
  REVIEW_AUTHOR_MIN,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
  isReviewRating,
  ratingFillPercent,
  ratingHistogram,
  ratingSummaryText,
  roundedRatingAverage,
} from './product-reviews';
