import type { APIRequestContext } from '@playwright/test';

/** The journeys' server runs with this OPERATOR_TOKEN (playwright.config.ts). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-for-renewal-runs';

/** What one renewal run did (POST /api/operator/renewals/run). */
export interface RenewalRun {
  renewed: number;
  failed: number;
  paused: number;
  reminded: number;
  more: boolean;
}

/** Runs the due renewals now, as an operator would, instead of waiting for the job's timer. */
export async function runRenewals(request: APIRequestContext): Promise<RenewalRun> {
  const response = await request.post('/api/operator/renewals/run', {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`renewals run answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as RenewalRun;
}

/** A member's own monthly quota, in dollars, set as an operator would (PUT /api/operator/staff-quotas). */
export async function setStaffQuota(
  request: APIRequestContext,
  customerId: string,
  monthlyQuota: number,
): Promise<void> {
  const response = await request.put(`/api/operator/staff-quotas/${encodeURIComponent(customerId)}`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: { monthlyQuota },
  });
  if (!response.ok())
    throw new Error(`setting the staff quota answered ${response.status()}: ${await response.text()}`);
}

/** Gives the member their account group's quota back (DELETE /api/operator/staff-quotas). */
export async function clearStaffQuota(request: APIRequestContext, customerId: string): Promise<void> {
  const response = await request.delete(`/api/operator/staff-quotas/${encodeURIComponent(customerId)}`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });
  if (!response.ok())
    throw new Error(`clearing the staff quota answered ${response.status()}: ${await response.text()}`);
}
