import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, Matches } from 'class-validator';

/** A product handle: lower-case letters, digits and dashes, 1 to 120 characters. */
export const HANDLE_PATTERN = /^[a-z0-9-]{1,120}$/;
export const MAX_HANDLES_PER_REQUEST = 50;
const HANDLE_MESSAGE = '$property must be 1-120 lower-case letters, digits or dashes';

export class HandlesBodyDto {
  /** Product handles, 1 to 50; the answer keeps this order. */
  @ApiProperty({
    type: String,
    isArray: true,
    minItems: 1,
    maxItems: MAX_HANDLES_PER_REQUEST,
    example: ['dog-adult-chicken-barley-dry'],
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_HANDLES_PER_REQUEST)
  @IsString({ each: true })
  @Matches(HANDLE_PATTERN, {
    each: true,
    message: 'each value in handles must be 1-120 lower-case letters, digits or dashes',
  })
  handles!: string[];
}

/** One product handle, as a body (POST calls) or a query (GET get-product-by-handle). */
export class HandleDto {
  /** A product handle, e.g. 'dog-adult-chicken-barley-dry'. */
  @ApiProperty({ pattern: HANDLE_PATTERN.source, example: 'dog-adult-chicken-barley-dry' })
  @IsString()
  @Matches(HANDLE_PATTERN, { message: HANDLE_MESSAGE })
  handle!: string;
}
