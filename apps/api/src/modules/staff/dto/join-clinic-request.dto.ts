import { ApiProperty } from '@nestjs/swagger';
import { MIN_GRADUATION_YEAR, STAFF_ROLE_CODES, type StaffRoleCode } from '@shop/identity';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsShortCode } from './is-short-code.decorator';
import { StaffCallBodyDto } from './staff-call-body.dto';

export class JoinClinicRequestDto extends StaffCallBodyDto {
  /** The clinic's `groupID`, from search-clinic. */
  @IsShortCode()
  groupID!: string;

  /** The member's role, when they give it (libs/identity STAFF_ROLES). */
  @ApiProperty({ enum: STAFF_ROLE_CODES, enumName: 'StaffRoleCode', required: false })
  @IsOptional()
  @IsIn(STAFF_ROLE_CODES)
  roleCode?: StaffRoleCode;

  /** Year the member graduated, or expects to (students): from 1950 to eight years ahead. */
  @IsOptional()
  @IsInt()
  @Min(MIN_GRADUATION_YEAR)
  @Max(2200)
  graduationYear?: number;
}
