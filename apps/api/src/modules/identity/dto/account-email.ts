import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, IsEmailAddress } from '../../../platform/validation/is-email-address';
import { trimmed } from '../../../platform/validation/trimmed';

/**
 * An account's address as sign-in, sign-up and forgot-password take it: any case (normalised
 * later), surrounding spaces ignored (people paste addresses with them), at most 254 characters.
 */
export function AccountEmail(): PropertyDecorator {
  return applyDecorators(
    Transform(trimmed),
    IsString(),
    MaxLength(EMAIL_MAX_LENGTH),
    ApiProperty({ format: 'email', maxLength: EMAIL_MAX_LENGTH }),
    IsEmailAddress(),
  );
}
