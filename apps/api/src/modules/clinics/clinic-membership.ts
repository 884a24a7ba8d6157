import type { ClinicDto } from './dto/clinic.dto';

/**
 * What a staff member takes over from the clinic they join (SPEC §7 join-clinic): its account group
 * (SAP_CustomerAccountGroup), sold-to (SF_StoreSoldTo) and ship-to (SF_PreferedShipTo). Internal to
 * the API: the numbers are not part of any search answer.
 */
export interface ClinicMembership {
  clinic: ClinicDto;
  sapAccountGroup: string;
  soldTo: string;
  shipTo: string;
}
