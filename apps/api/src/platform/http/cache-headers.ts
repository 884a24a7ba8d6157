/** For content-addressed files (hashed storefront assets, image renditions keyed by their URL). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
