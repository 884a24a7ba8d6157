import { IsShortCode } from './is-short-code.decorator';
import { StaffCallBodyDto } from './staff-call-body.dto';

export class FetchAddressRequestDto extends StaffCallBodyDto {
  /** The clinic's `clinicID`, from search-clinic. */
  @IsShortCode()
  clinicID!: string;
}
