import { getConsentOptions, saveConsent, type ConsentRecordDto } from '@shop/api-client';
import type { RecordedConsent } from '@shop/consent';
import { queryOptions } from '@tanstack/react-query';
import { CUSTOMER_DATA_META } from '../../../lib/session/session-queries';

/** The signed-in shopper's stored choice (customer data: logout drops it). */
export function accountConsentQueryOptions() {
  return queryOptions({ ...getConsentOptions({ body: {} }), meta: CUSTOMER_DATA_META, staleTime: 60_000 });
}

/** Stores the shopper's choice on their account; answers it as stored. */
export async function saveAccountConsent(choice: RecordedConsent) {
  const { data } = await saveConsent({
    body: {
      functional: choice.functional,
      advertising: choice.advertising,
      policyVersion: choice.policyVersion,
    },
    throwOnError: true,
  });
  return data;
}

export function recordedFrom(dto: ConsentRecordDto | null): RecordedConsent | null {
  if (!dto) return null;
  const decidedAt = Date.parse(dto.decidedAt);
  if (Number.isNaN(decidedAt)) return null;
  return {
    policyVersion: dto.policyVersion,
    functional: dto.functional,
    advertising: dto.advertising,
    decidedAt,
  };
}
