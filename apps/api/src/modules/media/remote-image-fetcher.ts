import { Injectable } from '@nestjs/common';
import {
  ImageNotFoundError,
  ImageSourceUnavailableError,
  ImageTooLargeError,
  ImageUnsupportedTypeError,
} from './media-errors';

/**
 * Reads an image from an allowed content host. Bounded in time and size so a slow or huge
 * upstream cannot hold a request or the heap; redirects are not followed, because a redirect
 * could lead off the allowed hosts.
 */
@Injectable()
export class RemoteImageFetcher {
  /** Public so tests can shrink them instead of waiting seconds or sending megabytes. */
  timeoutMs = 5_000;
  maxBytes = 15 * 1024 * 1024;

  async fetch(url: URL): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw this.unavailable(url, error);
    }
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      throw new ImageNotFoundError(url.href);
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new ImageSourceUnavailableError(`${url.host} answered ${response.status} for ${url.pathname}`);
    }
    const type = response.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
    if (type && !type.startsWith('image/') && type !== 'application/octet-stream') {
      await response.body?.cancel();
      throw new ImageUnsupportedTypeError(`${url.href} is ${type}, not an image`);
    }
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > this.maxBytes) {
      await response.body?.cancel();
      throw this.tooLarge(url);
    }
    return this.readCapped(url, response);
  }

  private async readCapped(url: URL, response: Response): Promise<Buffer> {
    if (!response.body) return Buffer.alloc(0);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        total += read.value.byteLength;
        if (total > this.maxBytes) throw this.tooLarge(url);
        chunks.push(read.value);
      }
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      throw error instanceof ImageTooLargeError ? error : this.unavailable(url, error);
    }
    return Buffer.concat(chunks);
  }

  private tooLarge(url: URL): ImageTooLargeError {
    return new ImageTooLargeError(`${url.href} is over the ${this.maxBytes}-byte limit for source images`);
  }

  private unavailable(url: URL, error: unknown): ImageSourceUnavailableError {
    // AbortSignal.timeout rejects with a DOMException, which is not an Error in every realm.
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    return new ImageSourceUnavailableError(
      timedOut
        ? `${url.host} did not answer within ${this.timeoutMs} ms`
        : `${url.host} could not be reached`,
    );
  }
}
