import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { ClinicAddressLookupDto, ClinicSearchResultDto } from '../clinics';
import { type Caller, CurrentCaller, SessionTokenBodyDto, SignedIn } from '../../platform/auth';
import { FetchAddressRequestDto } from './dto/fetch-address-request.dto';
import { JoinClinicRequestDto } from './dto/join-clinic-request.dto';
import { SearchClinicRequestDto } from './dto/search-clinic-request.dto';
import { JoinClinicAnswerDto, StaffJwtDto, StaffUserDto } from './dto/staff-user.dto';
import { StaffProfileService } from './staff-profile.service';
import { StaffSiteOnly } from './staff-site-only.guard';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The staff member's identity calls (SPEC §7 'Identity and clinic'), under /api/{IDENTITY_KIND}.
 * Every one needs a signed-in staff member, registered or not (registration is what they are for);
 * the clinic calls also need `jwt`, the session's ID token (401 JWT_MISMATCH otherwise).
 */
@ApiTags('staff sign-in')
@StaffSiteOnly()
@Controller()
export class StaffClinicController {
  constructor(private readonly profiles: StaffProfileService) {}

  /** The signed-in staff member (SPEC §3 'Staff-feeding user'): profile, registration, clinic. */
  @ReadOnlyPost('account-info')
  @SignedIn({ allowUnregistered: true })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  staffAccountInfo(
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() _body: SessionTokenBodyDto,
  ): Promise<StaffUserDto> {
    reply.headers(NO_STORE);
    return this.profiles.user(caller);
  }

  /** The session's ID token, which the clinic calls send as `jwt`. */
  @ReadOnlyPost('jwt')
  @SignedIn({ allowUnregistered: true })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  staffJwt(
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() _body: SessionTokenBodyDto,
  ): StaffJwtDto {
    reply.headers(NO_STORE);
    return { jwt: caller.idToken ?? '' };
  }

  /**
   * Clinics and shelters by ZIP (first digits), city (start) or name (any part), at most 25. 400
   * INVALID_SEARCH_TERM for a blank term, INVALID_ZIP_SEARCH for a ZIP search that is not digits.
   */
  @ReadOnlyPost('search-clinic')
  @SignedIn({ allowUnregistered: true })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  searchClinic(
    @CurrentCaller() caller: Caller,
    @Body() body: SearchClinicRequestDto,
  ): Promise<ClinicSearchResultDto> {
    return this.profiles.searchClinics(caller, body);
  }

  /**
   * Joins the clinic of a group: the member takes its account group, sold-to, ship-to and ZIP
   * (and role and graduation year when given), and is registered from then on. 404
   * CLINIC_NOT_FOUND for an unknown group.
   */
  @Post('join-clinic')
  @HttpCode(200)
  @SignedIn({ allowUnregistered: true })
  @ApiOkResponse({ type: JoinClinicAnswerDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  joinClinic(
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Body() body: JoinClinicRequestDto,
  ): Promise<JoinClinicAnswerDto> {
    reply.headers(NO_STORE);
    return this.profiles.joinClinic(caller, body);
  }

  /** A clinic's address with its home-delivery-only flag. 404 CLINIC_NOT_FOUND for an unknown id. */
  @ReadOnlyPost('fetch-address')
  @SignedIn({ allowUnregistered: true })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  fetchAddress(
    @CurrentCaller() caller: Caller,
    @Body() body: FetchAddressRequestDto,
  ): Promise<ClinicAddressLookupDto> {
    return this.profiles.fetchAddress(caller, body.jwt, body.clinicID);
  }
}
