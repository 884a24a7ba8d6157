import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsWellFormedText } from '../../../platform/validation/well-formed-text';
import { IsStorableJsonObject } from './json-object.validator';

/** The most JSON one part of an event (its payload, metadata...) may be. */
export const CLICK_EVENT_PART_MAX_BYTES = 8192;

export class ClickEventDto {
  /** When it happened, as the browser saw it (ISO 8601 or epoch milliseconds as text). */
  @IsString()
  @IsWellFormedText()
  @MaxLength(40)
  timeStamp!: string;

  @IsString()
  @IsWellFormedText()
  @MaxLength(100)
  type!: string;

  @IsString()
  @IsWellFormedText()
  @MaxLength(20)
  version!: string;

  @IsOptional()
  @IsStorableJsonObject(CLICK_EVENT_PART_MAX_BYTES)
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  payload?: Record<string, unknown>;
}

/** SPEC §7 clickstream POST /events (header store-id). */
export class ClickEventRequestDto {
  @IsOptional()
  @IsStorableJsonObject(CLICK_EVENT_PART_MAX_BYTES)
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  clientProperties?: Record<string, unknown>;

  // Every text here is written with other shoppers' events in one batch: one that PostgreSQL
  // cannot store (a lone surrogate) would make the whole batch fail, so it is refused up front.
  @IsOptional()
  @IsString()
  @IsWellFormedText()
  @MaxLength(100)
  storeId?: string;

  @IsOptional()
  @IsString()
  @IsWellFormedText()
  @MaxLength(64)
  trackingId?: string;

  @IsOptional()
  @IsStorableJsonObject(CLICK_EVENT_PART_MAX_BYTES)
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  metadata?: Record<string, unknown>;

  @IsOptional()
  @IsStorableJsonObject(CLICK_EVENT_PART_MAX_BYTES)
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  customer?: Record<string, unknown>;

  @IsDefined()
  @ValidateNested()
  @Type(() => ClickEventDto)
  event!: ClickEventDto;
}

/** The event is taken (queued) or dropped because the queue is full; either way at once. */
export class ClickEventAcceptedDto {
  queued!: boolean;
}

/** How the clickstream ingest is doing in this API process, for an operator. */
export class ClickstreamStatsDto {
  /** Events waiting to be written now. */
  queued!: number;
  /** The most that may wait; past it events are dropped. */
  capacity!: number;
  /** Since this process started. */
  accepted!: number;
  written!: number;
  dropped!: number;
  /** Batches the database refused (their events are counted as dropped). */
  failedBatches!: number;
}
