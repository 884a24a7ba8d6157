import { isCurrentConsent, latestConsent, type RecordedConsent } from '@shop/consent';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sessionQueryOptions } from '../../../lib/session/session-queries';
import { accountConsentQueryOptions, recordedFrom, saveAccountConsent } from '../api/consent-queries';
import type { ShopPrivacyManager } from '../model/privacy-manager';

function sameChoice(a: RecordedConsent, b: RecordedConsent): boolean {
  return (
    a.policyVersion === b.policyVersion && a.functional === b.functional && a.advertising === b.advertising
  );
}

/**
 * For a signed-in shopper, the choice follows the account: the one made last wins. A newer choice
 * on the account (another device) becomes this browser's; a newer one here is stored on the
 * account. A failure to store is logged (SPEC §8: consent errors to the console only): the
 * cookie still holds the choice.
 */
export function useAccountConsentSync(manager: ShopPrivacyManager, choice: RecordedConsent | null): void {
  const signedIn = Boolean(useQuery(sessionQueryOptions()).data);
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...accountConsentQueryOptions(), enabled: signedIn });
  const sent = useRef<RecordedConsent | null>(null);

  useEffect(() => {
    if (!signedIn || !data) return;
    const stored = recordedFrom(data.consent);
    const remote = isCurrentConsent(stored, manager.policyVersion, Date.now()) ? stored : null;
    const latest = latestConsent(choice, remote);
    if (!latest || (choice && remote && sameChoice(choice, remote))) return;
    if (latest === remote) {
      manager.adopt(remote);
      return;
    }
    if (!choice || sent.current === choice) return;
    sent.current = choice;
    saveAccountConsent(choice)
      .then((answer) => queryClient.setQueryData(accountConsentQueryOptions().queryKey, answer))
      .catch((error: unknown) => console.error('Could not store the cookie choice on the account', error));
  }, [signedIn, data, choice, manager, queryClient]);
}
