import { join, sep } from 'node:path';
import { hasImageExtension, isPlainMediaPath } from './media-folder';
import { ImageHostNotAllowedError, ImageUnsupportedTypeError, InvalidImageSrcError } from './media-errors';

export const MEDIA_URL_PREFIX = '/media/';
/** Content pages refer to their illustrations by this alias of /media/content/. */
export const CONTENT_ASSET_PREFIX = '/content-assets/';
const CONTENT_MEDIA_PREFIX = '/media/content/';

/** Where an image's bytes come from: a file of ours, or an allowed content host. */
export type ImageSource = { kind: 'local'; file: string; path: string } | { kind: 'remote'; url: URL };

export interface ImageSourceContext {
  mediaRoot: string;
  /** host[:port] entries of IMAGE_CONTENT_HOSTS, lower-case. */
  contentHosts: readonly string[];
  /** The Host header of the request: a URL on the shop's own host is read from disk. */
  requestHost?: string;
}

/**
 * Decides where `src` is read from, refusing anything outside the media folder or off the
 * allowed hosts before a byte is read. The shop's own host (localhost, *.localhost, or the Host
 * of the request) is served from disk rather than over HTTP, so no request loops back to us.
 */
export function resolveImageSource(src: string, context: ImageSourceContext): ImageSource {
  if (src.startsWith('/') && !src.startsWith('//')) return localSource(src, context.mediaRoot);
  const url = parseUrl(src);
  if (context.contentHosts.includes(url.host)) return { kind: 'remote', url };
  if (isOwnHost(url, context.requestHost)) return localSource(url.pathname, context.mediaRoot);
  throw new ImageHostNotAllowedError(url.host);
}

function parseUrl(src: string): URL {
  let url: URL;
  try {
    url = new URL(src.startsWith('//') ? `https:${src}` : src);
  } catch {
    throw new InvalidImageSrcError('src must be a /media/ path or an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new InvalidImageSrcError(`src must use http or https, not ${url.protocol.slice(0, -1)}`);
  }
  if (url.username || url.password) throw new InvalidImageSrcError('src must not carry credentials');
  return url;
}

function isOwnHost(url: URL, requestHost: string | undefined): boolean {
  const hostname = url.hostname.toLowerCase();
  return (
    hostname === 'localhost' || hostname.endsWith('.localhost') || url.host === requestHost?.toLowerCase()
  );
}

function localSource(rawPath: string, mediaRoot: string): ImageSource {
  const path = rawPath.startsWith(CONTENT_ASSET_PREFIX)
    ? CONTENT_MEDIA_PREFIX + rawPath.slice(CONTENT_ASSET_PREFIX.length)
    : rawPath;
  if (!path.startsWith(MEDIA_URL_PREFIX)) {
    throw new InvalidImageSrcError(`src must be under ${MEDIA_URL_PREFIX} or ${CONTENT_ASSET_PREFIX}`);
  }
  const relative = path.slice(MEDIA_URL_PREFIX.length);
  if (!isPlainMediaPath(relative)) {
    throw new InvalidImageSrcError(
      'src must be a plain path of letters, digits, dots, dashes and underscores, without . or .. segments or hidden files',
    );
  }
  const file = join(mediaRoot, ...relative.split('/'));
  // Belt and braces: whatever the checks above missed, never leave the media folder.
  if (!file.startsWith(mediaRoot + sep)) throw new InvalidImageSrcError('src leaves the media folder');
  if (!hasImageExtension(file)) throw new ImageUnsupportedTypeError(`${path} is not an image file`);
  return { kind: 'local', file, path };
}
