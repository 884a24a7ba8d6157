/**
 * The Media module's front door: image renditions. Content images live under CONTENT_ASSET_PREFIX
 * in the media folder, which the seed fills.
 */
export { CONTENT_ASSET_PREFIX } from './image-source';
export { mediaFolder } from './media-folder';
export { MediaModule } from './media.module';
