import { HttpStatus, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { withGlobalPrivacyControl } from '@shop/consent';
import { Clock } from '../../platform/clock/clock';
import type { Env } from '../../platform/config/env.schema';
import { AppError } from '../../platform/errors/app-error';
import { toConsentRecordDto } from './consent.mapper';
import { ConsentRepository } from './consent.repository';
import type { ConsentAnswerDto, SaveConsentRequestDto } from './dto/consent.dto';

/** A signed-in shopper's cookie choices, kept so they follow the shopper to another device. */
@Injectable()
export class ConsentService {
  private readonly policyVersion: string;

  constructor(
    private readonly records: ConsentRepository,
    private readonly clock: Clock,
    config: ConfigService<Env, true>,
  ) {
    this.policyVersion = config.get('CONSENT_POLICY_VERSION', { infer: true });
  }

  async read(customerId: string): Promise<ConsentAnswerDto> {
    const row = await this.records.latest(customerId);
    return { consent: row ? toConsentRecordDto(row) : null };
  }

  /**
   * Records a choice made under the policy in force (409 CONSENT_POLICY_CHANGED otherwise: the
   * page was opened before a new policy and must ask again). Global Privacy Control turns
   * advertising off, as libs/consent's rule does in the browser.
   */
  async save(
    customerId: string,
    input: SaveConsentRequestDto,
    globalPrivacyControl: boolean,
  ): Promise<ConsentAnswerDto> {
    if (input.policyVersion !== this.policyVersion)
      throw new AppError(
        HttpStatus.CONFLICT,
        'CONSENT_POLICY_CHANGED',
        `The cookie policy is now version '${this.policyVersion}', not '${input.policyVersion}': ask the shopper again`,
      );
    const choice = withGlobalPrivacyControl(input, globalPrivacyControl);
    const row = await this.records.record(customerId, {
      policyVersion: this.policyVersion,
      functional: choice.functional,
      advertising: choice.advertising,
      globalPrivacyControl,
      decidedAt: this.clock.now(),
    });
    return { consent: toConsentRecordDto(row) };
  }
}
