import type { NewClinicRow } from './clinics.schema';

/**
 * Clinics and shelters to add where missing (ClinicsService.addMissing): the starter data from
 * apps/api/src/seed. A clinic already present (by id or group) is left as an operator left it.
 */
export interface ClinicImport {
  clinics: NewClinicRow[];
}
