import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OperatorOnly } from '../../platform/operator/operator-only';
import { RenewalRunDto } from './dto/renewal-run.dto';
import { RenewalJob } from './renewal-job';

/**
 * The operator call's time budget: well inside the default REQUEST_TIMEOUT_MS (30 s), so a large
 * backlog answers with `more: true` instead of a cut connection.
 */
export const OPERATOR_RUN_BUDGET_MS = 20_000;

/** Operator calls of the autoship renewals (Authorization: Bearer {OPERATOR_TOKEN}). */
@ApiTags('operator')
@Controller('operator/renewals')
export class RenewalController {
  constructor(private readonly job: RenewalJob) {}

  /**
   * Runs the renewal job now, as the interval does: every due autoship is renewed (or its failure
   * recorded), then the reminders due are mailed. 'Now' is the server's clock; safe to call while
   * other processes run the job (a subscription renews once per period). Stops claiming after 20 s
   * and answers `more: true` when renewals are still due.
   */
  @Post('run')
  @HttpCode(200)
  @OperatorOnly()
  runDueRenewals(): Promise<RenewalRunDto> {
    return this.job.run({ budgetMs: OPERATOR_RUN_BUDGET_MS });
  }
}
