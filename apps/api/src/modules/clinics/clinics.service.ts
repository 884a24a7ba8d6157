import { Injectable } from '@nestjs/common';
import { isZipPrefix } from '@shop/catalog';
import { BadRequestError, NotFoundError } from '../../platform/errors/app-error';
import type { ClinicImport } from './clinic-import';
import type { ClinicMembership } from './clinic-membership';
import { CLINIC_SEARCH_LIMIT, clinicSearchTypeOf, type ClinicSearchType } from './clinic-search';
import { toClinicAddressLookupDto, toClinicDto } from './clinics.mapper';
import { ClinicsRepository } from './clinics.repository';
import type { ClinicAddressLookupDto, ClinicDto } from './dto/clinic.dto';
import type { ClinicSearchResultDto } from './dto/clinic-search.dto';

/** Clinics and shelters staff members search for and join (SPEC §3, §6, §7 'Identity and clinic'). */
@Injectable()
export class ClinicsService {
  constructor(private readonly repository: ClinicsRepository) {}

  /**
   * Clinics by ZIP (prefix), city (prefix) or name (anywhere in it), case-insensitive, at most
   * CLINIC_SEARCH_LIMIT. Without a search type the term decides (SPEC §5). 400 INVALID_SEARCH_TERM
   * for a blank term; 400 INVALID_ZIP_SEARCH for a ZIP search that is not 1-5 digits.
   */
  async search(searchType: ClinicSearchType | undefined, rawTerm: string): Promise<ClinicSearchResultDto> {
    const term = rawTerm.trim();
    if (term === '') throw new BadRequestError('INVALID_SEARCH_TERM', 'searchTerm must not be blank');
    const type = clinicSearchTypeOf(searchType, term);
    if (type === 'zip' && !isZipPrefix(term)) {
      throw new BadRequestError(
        'INVALID_ZIP_SEARCH',
        `A ZIP search takes the first 1 to 5 digits of a ZIP, got '${term}'`,
      );
    }
    const rows = await this.repository.search(type, term, CLINIC_SEARCH_LIMIT);
    return { searchType: type, searchTerm: term, limit: CLINIC_SEARCH_LIMIT, clinics: rows.map(toClinicDto) };
  }

  /** A clinic's address and home-delivery-only flag; 404 CLINIC_NOT_FOUND for an unknown id. */
  async addressOf(clinicId: string): Promise<ClinicAddressLookupDto> {
    const row = await this.repository.byId(clinicId);
    if (!row) throw new NotFoundError('CLINIC_NOT_FOUND', `No clinic has the id '${clinicId}'`);
    return toClinicAddressLookupDto(row);
  }

  /** What joining the clinic of a group gives a member; 404 CLINIC_NOT_FOUND for an unknown group. */
  async membershipOf(groupId: string): Promise<ClinicMembership> {
    const row = await this.repository.byGroupId(groupId);
    if (!row) throw new NotFoundError('CLINIC_NOT_FOUND', `No clinic has the group id '${groupId}'`);
    return {
      clinic: toClinicDto(row),
      sapAccountGroup: row.sapAccountGroup,
      soldTo: String(row.soldTo),
      shipTo: String(row.shipTo),
    };
  }

  /** The clinic a ship-to number (SF_PreferedShipTo) belongs to, if it is one of ours. */
  async clinicOfShipTo(shipTo: string | null): Promise<ClinicDto | undefined> {
    if (!shipTo || !/^[0-9]{1,9}$/.test(shipTo)) return undefined;
    const row = await this.repository.byShipTo(Number(shipTo));
    return row && toClinicDto(row);
  }

  /** Adds the clinics that are missing; never overwrites one an operator changed. */
  addMissing(clinicImport: ClinicImport): Promise<number> {
    return this.repository.insertMissing(clinicImport.clinics);
  }
}
