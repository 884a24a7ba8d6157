import { IsString, Matches } from 'class-validator';
import { StaffCallBodyDto } from './staff-call-body.dto';

export class FetchAddressRequestDto extends StaffCallBodyDto {
  /** The clinic's `clinicID`, from search-clinic. */
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,40}$/, { message: 'clinicID must be 1-40 letters, digits, _ or -' })
  clinicID!: string;
}
