import type { ConsentRecordDto } from './dto/consent.dto';
import type { ConsentRecordRow } from './consent.schema';

export function toConsentRecordDto(row: ConsentRecordRow): ConsentRecordDto {
  return {
    functional: row.functional,
    advertising: row.advertising,
    policyVersion: row.policyVersion,
    globalPrivacyControl: row.globalPrivacyControl,
    decidedAt: row.decidedAt.toISOString(),
  };
}
