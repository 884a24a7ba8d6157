import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

/** The shape of the codes staff calls carry: clinic ids, group ids, account groups. */
export const SHORT_CODE = /^[A-Za-z0-9_-]{1,40}$/;

/** A required short code, refused with a message that names the field; the pattern is in the OpenAPI page. */
export function IsShortCode(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ pattern: SHORT_CODE.source }),
    IsString(),
    Matches(SHORT_CODE, { message: ({ property }) => `${property} must be 1-40 letters, digits, _ or -` }),
  );
}
