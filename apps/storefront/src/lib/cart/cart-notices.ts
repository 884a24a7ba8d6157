/**
 * Messages a page hands to the cart page when it sends the shopper there (buy again: the lines
 * that could not be added), carried in the navigation's state so a reload or a shared link never
 * repeats them.
 */
export interface CartNoticeState {
  cartNotices: string[];
}

export function cartNoticeState(notices: string[]): CartNoticeState {
  return { cartNotices: notices };
}

/** The notices in a location's state; none for any other state. */
export function cartNoticesOf(state: unknown): string[] {
  if (typeof state !== 'object' || state === null) return [];
  const notices = (state as { cartNotices?: unknown }).cartNotices;
  return Array.isArray(notices)
    ? notices.filter((notice): notice is string => typeof notice === 'string')
    : [];
}
