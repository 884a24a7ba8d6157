import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CLINIC_SEARCH_TYPES, type ClinicSearchType } from '../../clinics';
import { StaffCallBodyDto } from './staff-call-body.dto';

export class SearchClinicRequestDto extends StaffCallBodyDto {
  /** What to search; absent, a term starting with a digit is a ZIP and anything else a city (SPEC §5). */
  @ApiProperty({ enum: CLINIC_SEARCH_TYPES, enumName: 'ClinicSearchType', required: false })
  @IsOptional()
  @IsIn(CLINIC_SEARCH_TYPES)
  searchType?: ClinicSearchType;

  /** A ZIP's first 1-5 digits, the start of a city, or part of a clinic's name. */
  @IsString()
  @MaxLength(100)
  searchTerm!: string;
}
