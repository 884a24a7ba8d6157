import { ApiProperty } from '@nestjs/swagger';
import { SPECIES } from '@shop/catalog';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

export class ListProductsQueryDto {
  /** Page size. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number = DEFAULT_PAGE_SIZE;

  /** The `nextCursor` of the previous page. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;

  @ApiProperty({ enum: SPECIES, required: false })
  @IsOptional()
  @IsIn(SPECIES)
  species?: string;
}
