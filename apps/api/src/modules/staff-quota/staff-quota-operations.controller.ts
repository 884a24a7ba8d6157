import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { OperatorOnly } from '../../platform/operator/operator-only';
import { OperatorStaffQuotaDto, SetStaffQuotaRequestDto, StaffQuotaParamsDto } from './dto/staff-quota.dto';
import { StaffQuotaService } from './staff-quota.service';

/**
 * Operator calls on a staff member's monthly quota (Authorization: Bearer {OPERATOR_TOKEN}):
 * read it, give the member their own, or take them back to their account group's. 404
 * STAFF_MEMBER_NOT_FOUND for anyone who is not a staff member.
 */
@ApiTags('operator')
@Controller('operator/staff-quotas')
export class StaffQuotaOperationsController {
  constructor(private readonly quotas: StaffQuotaService) {}

  /** The member's quota this month: their own or their group's, and what is left. */
  @Get(':customerId')
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getStaffQuota(@Param() params: StaffQuotaParamsDto): Promise<OperatorStaffQuotaDto> {
    return this.quotas.operatorView(params.customerId);
  }

  /** Gives the member their own monthly quota in dollars, instead of their account group's. */
  @Put(':customerId')
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  setStaffQuota(
    @Param() params: StaffQuotaParamsDto,
    @Body() body: SetStaffQuotaRequestDto,
  ): Promise<OperatorStaffQuotaDto> {
    return this.quotas.setOwnQuota(params.customerId, body.monthlyQuota);
  }

  /** Takes the member back to their account group's quota. */
  @Delete(':customerId')
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  clearStaffQuota(@Param() params: StaffQuotaParamsDto): Promise<OperatorStaffQuotaDto> {
    return this.quotas.clearOwnQuota(params.customerId);
  }
}
