import { Injectable } from '@nestjs/common';
import type { DonationReportDto, DonationReportQueryDto } from './dto/order-donation.dto';
import { invalidReportRange } from './giving-errors';
import { GivingOrderDonationsRepository } from './giving-order-donations.repository';

/** A report reads one month per row and cause: bounded by the months it may cover. */
export const DONATION_REPORT_MAX_MONTHS = 24;

/**
 * The operator's donations per cause and month (UTC), given, taken back and net: what to pay each
 * charity for a month. Reversals count in the month they happened, so a closed month's payout
 * never changes afterwards; a cancellation next month shows there as a negative.
 */
@Injectable()
export class GivingDonationReport {
  constructor(private readonly repository: GivingOrderDonationsRepository) {}

  async report(query: DonationReportQueryDto): Promise<DonationReportDto> {
    const from = monthStart(query.from, 0);
    const to = monthStart(query.to, 1);
    const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
    if (months < 1 || months > DONATION_REPORT_MAX_MONTHS)
      throw invalidReportRange(DONATION_REPORT_MAX_MONTHS);
    const rows = await this.repository.report(from, to);
    return {
      from: query.from,
      to: query.to,
      rows: rows.map((row) => ({ ...row, netCents: row.givenCents - row.reversedCents })),
    };
  }

  /** The same rows as CSV (RFC 4180), amounts in dollars with two decimals. */
  async csv(query: DonationReportQueryDto): Promise<string> {
    const { rows } = await this.report(query);
    const header = [
      'month',
      'cause_id',
      'cause_name',
      'ein',
      'city',
      'state',
      'orders',
      'given',
      'reversed',
      'net',
    ];
    const lines = rows.map((row) =>
      [
        ...[
          row.month,
          row.causeId,
          row.causeName,
          row.causeEin ?? '',
          row.causeCity ?? '',
          row.causeState ?? '',
        ].map(csvField),
        String(row.orders),
        dollars(row.givenCents),
        dollars(row.reversedCents),
        dollars(row.netCents),
      ].join(','),
    );
    return [header.join(','), ...lines].join('\r\n') + '\r\n';
  }
}

function monthStart(month: string, plus: number): Date {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index - 1 + plus, 1));
}

function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Quoted when needed; a leading =, +, - or @ is prefixed so a spreadsheet never runs a name as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
