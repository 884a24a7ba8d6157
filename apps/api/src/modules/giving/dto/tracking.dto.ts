import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsWellFormedText } from '../../../platform/validation/well-formed-text';
import { IsStorableJsonObject } from './json-object.validator';

/** SPEC §7 tracking POST /: starts a browser session's tracking. */
export class StartTrackingRequestDto {
  /** The store, as x-store-id names it (optional; when given it must be the same store). */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  storeId?: string;

  @IsOptional()
  @IsBoolean()
  isTestMode?: boolean;

  /** Test mode whatever the store says. */
  @IsOptional()
  @IsBoolean()
  isForceTestMode?: boolean;
}

export class TrackingParamsDto {
  /** The id POST /api/giving/tracking answered. */
  @IsString()
  @MaxLength(64)
  trackingId!: string;
}

/** SPEC §7 tracking PUT /{trackingId}/set-cause; cause id '0' with name '0' clears it. */
export class SetCauseRequestDto {
  /** A charity's tax id, a portfolio's 32-hex id, or '0' to clear. */
  @IsString()
  @Matches(/^([0-9/-]{1,31}|[0-9a-fA-F]{32})$/, {
    message: 'causeId must be a tax id, a 32-hex portfolio id or 0',
  })
  causeId!: string;

  /** The cause's name as shown ('0' when clearing); the cause's own name is recorded. */
  @IsString()
  @IsWellFormedText()
  @MaxLength(300)
  causeName!: string;
}

/** SPEC §7 tracking PUT /{trackingId}/add-integration-info. */
export class IntegrationInfoRequestDto {
  /** Only 'gtm' (SPEC §5); anything else is 400 'Invalid analytics integration.' */
  @IsString()
  @MaxLength(40)
  integrationType!: string;

  /** What the integration needs to know (a client id...), at most 4 KB of JSON. */
  @IsStorableJsonObject(4096)
  @ApiProperty({ type: 'object', additionalProperties: true })
  info!: Record<string, unknown>;
}

export class ConfirmationDataDto {
  /** The order's donation in dollars to 2 decimals ('12.34'). */
  @Matches(/^\d{1,7}\.\d{2}$/, { message: 'totalDonationAmount must be dollars with 2 decimals, e.g. 12.34' })
  totalDonationAmount!: string;

  /** The causes given to, as text. */
  @IsString()
  @IsWellFormedText()
  @MaxLength(2000)
  causes!: string;
}

/** SPEC §7 tracking PUT /{trackingId}/set-confirmation-data. */
export class SetConfirmationDataRequestDto {
  @IsDefined()
  @ValidateNested()
  @Type(() => ConfirmationDataDto)
  confirmationData!: ConfirmationDataDto;
}

export class IntegrationInfoDto {
  integrationType!: string;
  @ApiProperty({ type: 'object', additionalProperties: true })
  info!: Record<string, unknown>;
}

/** SPEC §3 Tracking, with what it has been told. */
export class TrackingDto {
  trackingId!: string;
  storeId!: string;
  /** Null before a cause is set; '0' once cleared. */
  @ApiProperty({ type: String, nullable: true })
  causeId!: string | null;
  @ApiProperty({ type: String, nullable: true })
  causeName!: string | null;
  isTestMode!: boolean;
  integrationInfo!: IntegrationInfoDto[];
  @ApiProperty({ type: ConfirmationDataDto, nullable: true })
  confirmationData!: ConfirmationDataDto | null;
}

export class TrackedCauseDto {
  trackingId!: string;
  @ApiProperty({ type: String, nullable: true })
  causeId!: string | null;
  @ApiProperty({ type: String, nullable: true })
  causeName!: string | null;
}

export class CauseChangeDto extends TrackedCauseDto {
  /** The analytics label: 'set' when there was no cause (or it was cleared), else 'updated' (SPEC §4). */
  @ApiProperty({ enum: ['set', 'updated'] })
  label!: 'set' | 'updated';
}
