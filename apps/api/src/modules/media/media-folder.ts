import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The shop's own images (product packshots, content illustrations) sit next to the bundle in a
 * build (copied there by the api build target) and in apps/api/media when running from source.
 */
export function mediaFolder(): string {
  const candidates = [join(__dirname, 'media'), resolve(__dirname, '../../../media')];
  const found = candidates.find((dir) => existsSync(dir) && statSync(dir).isDirectory());
  if (!found) throw new Error(`Media folder not found; looked in ${candidates.join(', ')}`);
  return found;
}

/** The files under /media that are served at all: images only, so nothing else leaks by accident. */
export const MEDIA_IMAGE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif'] as const;

export function hasImageExtension(path: string): boolean {
  const lower = path.toLowerCase();
  return MEDIA_IMAGE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** Longer than any file name we give, short of a URL built to make the server work. */
export const MAX_MEDIA_PATH_LENGTH = 256;

/** No empty, '.', '..' or hidden segments; no encodings or NULs, so nothing decodes into one later. */
const PLAIN_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Whether `relativePath` (inside the media folder, '/'-separated, no leading slash) is made of
 * plain names only. Both /media and /api/images refuse anything else before touching the disk.
 */
export function isPlainMediaPath(relativePath: string): boolean {
  return (
    relativePath.length <= MAX_MEDIA_PATH_LENGTH &&
    relativePath.split('/').every((segment) => PLAIN_SEGMENT.test(segment))
  );
}
