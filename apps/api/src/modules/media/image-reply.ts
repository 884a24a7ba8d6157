import type { FastifyReply } from 'fastify';
import { IMMUTABLE_CACHE } from '../../platform/http/cache-headers';
import type { ImageRendition } from './media.service';

/**
 * The URL (src and parameters) names the rendition, so it is cached for a year: an image that
 * changes gets a new file name. The ETag still follows the file, for clients that revalidate.
 * `vary: accept` because a request without `format` is negotiated on the Accept header.
 */
export function sendRendition(reply: FastifyReply, rendition: ImageRendition): void {
  reply.header('cache-control', IMMUTABLE_CACHE).header('etag', rendition.etag).header('vary', 'accept');
  if (rendition.notModified) {
    reply.status(304).send();
    return;
  }
  reply
    .status(200)
    .header('content-type', rendition.contentType)
    .header('content-length', rendition.data.byteLength);
  reply.send(rendition.data);
}
