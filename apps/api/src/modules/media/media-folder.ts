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
