import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { Env } from '../../platform/config/env.schema';
import type { ImageQueryDto } from './dto/image-query.dto';
import { negotiateImageFormat } from './image-format-negotiation';
import { resolveImageSource, type ImageSource } from './image-source';
import { ImageTransformer, parseHexColour, type TransformSpec } from './image-transformer';
import { ImageNotFoundError } from './media-errors';
import { MEDIA_ROOT } from './media.tokens';
import { RemoteImageFetcher } from './remote-image-fetcher';
import { RenditionCache } from './rendition-cache';
import { TransformSlots } from './transform-slots';

export interface OptimizedImage {
  notModified?: false;
  data: Buffer;
  contentType: string;
  etag: string;
}

export type ImageRendition = OptimizedImage | { notModified: true; etag: string };

/** The request headers a rendition depends on. */
export interface ImageRequestContext {
  accept?: string;
  host?: string;
  ifNoneMatch?: string;
}

/**
 * Recent renditions kept in this process. Browsers and CDNs keep them for a year (immutable), so
 * this only absorbs the first burst of requests for a new URL across visitors.
 */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

const CONTENT_TYPES = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
} as const;
export const IMAGE_CONTENT_TYPES = Object.values(CONTENT_TYPES);

/**
 * Renditions of the shop's images. A rendition is identified by its source (a local file's
 * size and mtime included, so an edited file gets a new identity) and its parameters; that
 * identity is the ETag and the key of a small in-process cache. Identical requests arriving
 * together share one render; distinct ones take turns in the transform slots, so reading the
 * source and transforming it happen for a bounded number of renditions at once.
 */
@Injectable()
export class MediaService {
  private readonly contentHosts: string[];
  private readonly recent = new RenditionCache<OptimizedImage>(IMAGE_CACHE_BYTES);

  constructor(
    @Inject(MEDIA_ROOT) private readonly mediaRoot: string,
    config: ConfigService<Env, true>,
    private readonly transformer: ImageTransformer,
    private readonly fetcher: RemoteImageFetcher,
    private readonly slots: TransformSlots,
  ) {
    this.contentHosts = config
      .get('IMAGE_CONTENT_HOSTS', { infer: true })
      .split(',')
      .map((host) => host.trim().toLowerCase());
  }

  /**
   * The rendition of `query`, or just its ETag when the client already holds it: the ETag is
   * known without transforming, so a revalidation costs one stat at most.
   */
  async getOptimizedImage(query: ImageQueryDto, context: ImageRequestContext): Promise<ImageRendition> {
    const source = resolveImageSource(query.src, {
      mediaRoot: this.mediaRoot,
      contentHosts: this.contentHosts,
      requestHost: context.host,
    });
    const spec: TransformSpec = {
      width: query.w,
      height: query.h,
      format: query.format ?? negotiateImageFormat(context.accept),
      quality: query.q,
      fit: query.fit,
      background: query.bg ? parseHexColour(query.bg) : undefined,
    };
    const key = JSON.stringify([await this.sourceIdentity(source, query.src), spec]);
    const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
    if (context.ifNoneMatch && matchesEtag(context.ifNoneMatch, etag)) return { etag, notModified: true };
    return this.rendition(key, etag, source, spec);
  }

  private rendition(
    key: string,
    etag: string,
    source: ImageSource,
    spec: TransformSpec,
  ): Promise<OptimizedImage> {
    return this.recent.get(key, () => this.slots.run(() => this.render(source, spec, etag)));
  }

  private async render(source: ImageSource, spec: TransformSpec, etag: string): Promise<OptimizedImage> {
    const input =
      source.kind === 'local'
        ? await readLocal(source.file, source.path)
        : await this.fetcher.fetch(source.url);
    const data = await this.transformer.transform(input, spec);
    return { data, contentType: CONTENT_TYPES[spec.format], etag };
  }

  private async sourceIdentity(source: ImageSource, src: string): Promise<string> {
    if (source.kind === 'remote') return source.url.href;
    const info = await stat(source.file).catch(() => null);
    if (!info?.isFile()) throw new ImageNotFoundError(src);
    return `${source.path}@${info.size}:${info.mtimeMs}`;
  }
}

function matchesEtag(header: string, etag: string): boolean {
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

async function readLocal(file: string, path: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    throw new ImageNotFoundError(path);
  }
}
