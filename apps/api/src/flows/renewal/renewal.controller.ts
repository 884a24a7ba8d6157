import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OperatorOnly } from '../../platform/operator/operator-only';
import { RenewalRunDto } from './dto/renewal-run.dto';
import { RenewalJob } from './renewal-job';

/** Operator calls of the autoship renewals (Authorization: Bearer {OPERATOR_TOKEN}). */
@ApiTags('operator')
@Controller('operator/renewals')
export class RenewalController {
  constructor(private readonly job: RenewalJob) {}

  /**
   * Runs the renewal job now, as the interval does: every due autoship is renewed (or its failure
   * recorded), then the reminders due are mailed. 'Now' is the server's clock; safe to call while
   * other processes run the job (a subscription renews once per period).
   */
  @Post('run')
  @HttpCode(200)
  @OperatorOnly()
  runDueRenewals(): Promise<RenewalRunDto> {
    return this.job.run();
  }
}
