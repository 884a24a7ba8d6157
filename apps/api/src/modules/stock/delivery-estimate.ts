import { addBusinessDays } from '@shop/catalog';

/** What a warehouse needs to promise a date: its clock, its cut-off and how long each leg takes. */
export interface DeliveryLeadTime {
  /** IANA zone of the warehouse; the cut-off is read on its wall clock. */
  timeZone: string;
  /** Orders received at or after this local hour (0-23) are picked the next business day. */
  cutoffHour: number;
  /** Business days between receiving an order and handing it to the carrier. */
  processingDays: number;
  /** Carrier business days from the warehouse to the destination ZIP. */
  transitDays: number;
}

const SATURDAY = 6;
const SUNDAY = 0;

/** One formatter per warehouse time zone: building an Intl.DateTimeFormat costs far more than using one. */
const localClockFormats = new Map<string, Intl.DateTimeFormat>();

function localClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = localClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    localClockFormats.set(timeZone, format);
  }
  return format;
}

/** The warehouse's local calendar day (as a UTC midnight) and hour at `now`. */
function localDayAndHour(now: Date, timeZone: string): { day: Date; hour: number } {
  const parts = localClockFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    day: new Date(Date.UTC(part('year'), part('month') - 1, part('day'))),
    hour: part('hour'),
  };
}

/**
 * The day an order placed at `now` should arrive, as a UTC midnight for formatDeliveryDate. An
 * order counts as received today only on a weekday before the cut-off; otherwise on the next
 * business day. Processing and transit are then counted in business days, so weekends are
 * skipped. Public holidays are not known here and are not skipped.
 */
export function estimateDeliveryDay(now: Date, lead: DeliveryLeadTime): Date {
  const { day, hour } = localDayAndHour(now, lead.timeZone);
  const weekday = day.getUTCDay();
  const receivedToday = weekday !== SATURDAY && weekday !== SUNDAY && hour < lead.cutoffHour;
  const received = receivedToday ? day : addBusinessDays(day, 1);
  return addBusinessDays(received, lead.processingDays + lead.transitDays);
}
