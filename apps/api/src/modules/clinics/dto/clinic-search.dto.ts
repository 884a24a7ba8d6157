import { ApiProperty } from '@nestjs/swagger';
import { CLINIC_SEARCH_TYPES, type ClinicSearchType } from '../clinic-search';
import { ClinicDto } from './clinic.dto';

/** Clinics matching a search, best first; at most `limit` of them. */
export class ClinicSearchResultDto {
  /** How the term was read: as given, or worked out from it (SPEC §5: a leading digit means a ZIP). */
  @ApiProperty({ enum: CLINIC_SEARCH_TYPES, enumName: 'ClinicSearchType' })
  searchType!: ClinicSearchType;
  /** The term as searched (trimmed). */
  searchTerm!: string;
  /** The most results one search answers; narrow the term when `clinics` has this many. */
  limit!: number;
  clinics!: ClinicDto[];
}
