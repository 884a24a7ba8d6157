/**
 * Test-only door (apps/api/test and *.spec.ts; lint refuses it elsewhere): what API tests reach
 * inside media to arrange rows or reset a cache. Never a way for other modules in.
 */
export { ImageTransformer } from './image-transformer';
export { RemoteImageFetcher } from './remote-image-fetcher';
export { TransformSlots } from './transform-slots';
