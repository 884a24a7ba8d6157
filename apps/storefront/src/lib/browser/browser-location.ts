/**
 * Leaving the storefront for another site, behind one object so tests can observe it (the test
 * DOM cannot navigate) and so every exit goes through one audited place.
 */
export const browserLocation = {
  /** Replaces the current history entry, so Back does not return to the redirecting URL. */
  replace(url: string): void {
    window.location.replace(url);
  },
  /** Goes to `url` as a link would: Back returns to the page the visitor was on. */
  assign(url: string): void {
    window.location.assign(url);
  },
};
