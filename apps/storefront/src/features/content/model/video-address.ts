/** A player's video id: what CMS editors paste from the player's address. */
const VIDEO_ID = /^[\w-]{1,64}$/;

/**
 * The address of a video in the configured player (SPEC §9: the base URL, then the id), set to play
 * at once since the shopper has just pressed play; null for an id that could smuggle a path or query.
 */
export function videoPlayerAddress(baseUrl: string, videoId: string): string | null {
  if (!VIDEO_ID.test(videoId)) return null;
  try {
    const url = new URL(`${baseUrl}${videoId}`);
    if (url.protocol !== 'https:') return null;
    url.searchParams.set('autoplay', '1');
    return url.toString();
  } catch {
    return null;
  }
}
