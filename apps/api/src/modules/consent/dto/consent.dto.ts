import { ApiProperty } from '@nestjs/swagger';
import { POLICY_VERSION_PATTERN } from '@shop/consent';
import { IsBoolean, IsString, Matches } from 'class-validator';
import { SessionTokenBodyDto } from '../../../platform/auth';

export class ReadConsentRequestDto extends SessionTokenBodyDto {}

/** The shopper's choice for the optional categories (required is always on and not sent). */
export class SaveConsentRequestDto extends SessionTokenBodyDto {
  @IsBoolean()
  functional!: boolean;

  /** Stored as false when the request carries `Sec-GPC: 1` (Global Privacy Control). */
  @IsBoolean()
  advertising!: boolean;

  /** The policy version the shopper was shown (GET /api/site `consentPolicyVersion`). */
  @ApiProperty({ example: '1', pattern: POLICY_VERSION_PATTERN.source, maxLength: 32 })
  @IsString()
  @Matches(POLICY_VERSION_PATTERN)
  policyVersion!: string;
}

/** A choice as stored: under which policy, and when. */
export class ConsentRecordDto {
  functional!: boolean;
  advertising!: boolean;
  policyVersion!: string;
  /** The browser sent Global Privacy Control with it, so advertising was kept off. */
  globalPrivacyControl!: boolean;
  /** ISO 8601, the server's clock. */
  decidedAt!: string;
}

export class ConsentAnswerDto {
  /** The shopper's latest choice; null when they have made none while signed in. */
  @ApiProperty({ type: ConsentRecordDto, nullable: true })
  consent!: ConsentRecordDto | null;
}
