// Built on first use: constructing an Intl formatter costs milliseconds of a page's start, and
// most pages print no delivery date.
let format: Intl.DateTimeFormat | undefined;

/**
 * The date in a card's delivery note, e.g. 'Tuesday, November 24'. Read in UTC, like
 * {@link addBusinessDays}, so the API and every browser print the same day.
 */
export function formatDeliveryDate(date: Date): string {
  format ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  return format.format(date);
}
