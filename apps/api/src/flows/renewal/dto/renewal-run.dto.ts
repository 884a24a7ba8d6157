/** What one run of the renewal job did (POST /api/operator/renewals/run). */
export class RenewalRunDto {
  /** Subscriptions renewed: their order placed and their next order date moved on. */
  renewed!: number;
  /** Failed attempts that will be retried after their back-off (declined, out of stock, provider unavailable). */
  failed!: number;
  /** Subscriptions paused at their third failed renewal (the customer was mailed). */
  paused!: number;
  /** Renewal reminders mailed (RENEWAL_REMINDER_DAYS before each renewal, once per period). */
  reminded!: number;
  /** True when the run stopped at its time budget with renewals still due: call it again. */
  more!: boolean;
}
