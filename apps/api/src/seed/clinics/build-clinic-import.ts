import type { ClinicImport } from '../../modules/clinics';
import { SEED_CLINICS } from './clinics.seed-data';

/** The starter clinics and shelters, the same on every run. */
export function buildClinicImport(): ClinicImport {
  return { clinics: SEED_CLINICS };
}
