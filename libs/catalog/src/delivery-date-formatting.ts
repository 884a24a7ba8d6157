const FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/**
 * The date in a card's delivery note, e.g. 'Tuesday, November 24'. Read in UTC, like
 * {@link addBusinessDays}, so the API and every browser print the same day.
 */
export function formatDeliveryDate(date: Date): string {
  return FORMAT.format(date);
}
