import { ACCEPT_ALL, DECLINE_ALL, type ConsentChoice } from '@shop/consent';
import { getSiteQueryKey, type SiteDto } from '@shop/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { onConsentPreferencesRequested } from '../../../lib/consent/consent-preferences-request';
import { startConsentRuntime } from '../../../lib/consent/consent-runtime';
import { useAccountConsentSync } from '../hooks/use-account-consent-sync';
import { installBrowserPrivacyManager } from '../model/browser-privacy-manager';
import { installGoogleConsentMode, registerTagManager } from '../model/google-consent-mode';
import type { ShopPrivacyManager } from '../model/privacy-manager';

const ConsentBanner = lazy(() => import('./consent-banner'));
const ConsentPreferencesDialog = lazy(() => import('./consent-preferences-dialog'));

/**
 * The consent machinery of the page, loaded after the app's first render (consent-host.tsx):
 * installs the privacy manager and Consent Mode's denied defaults, starts the consent module,
 * registers the GTM container when one is configured, and shows the banner until the shopper has
 * chosen, the dialog when asked (each its own chunk, fetched only then). Only the site's answer is
 * needed, which the app already has.
 */
export default function ConsentManager() {
  // The site answer is in the cache before any page renders (SiteProvider waits for it).
  const site = useQueryClient().getQueryData<SiteDto>(getSiteQueryKey());
  const policyVersion = site?.consentPolicyVersion ?? null;
  return policyVersion ? (
    <ConsentManagerFor policyVersion={policyVersion} gtmContainerId={site?.gtmContainerId ?? null} />
  ) : null;
}

function ConsentManagerFor({
  policyVersion,
  gtmContainerId,
}: {
  policyVersion: string;
  gtmContainerId: string | null;
}) {
  const [manager] = useState<ShopPrivacyManager>(() => installBrowserPrivacyManager(policyVersion));
  const choice = useSyncExternalStore(manager.subscribe, manager.current, manager.current);
  const [dialogOpen, setDialogOpen] = useState(false);
  useAccountConsentSync(manager, choice);

  useEffect(() => {
    installGoogleConsentMode();
    startConsentRuntime();
    const tagManager = gtmContainerId ? registerTagManager(gtmContainerId) : null;
    return () => tagManager?.unregister();
  }, [gtmContainerId]);

  useEffect(() => onConsentPreferencesRequested(() => setDialogOpen(true)), []);

  const decide = (next: ConsentChoice) => {
    manager.submit(next);
    setDialogOpen(false);
  };

  return (
    <Suspense fallback={null}>
      {!choice && !dialogOpen ? (
        <ConsentBanner
          gpc={manager.gpc}
          onAcceptAll={() => decide(ACCEPT_ALL)}
          onDeclineAll={() => decide(DECLINE_ALL)}
          onSettings={() => setDialogOpen(true)}
        />
      ) : null}
      {dialogOpen ? (
        <ConsentPreferencesDialog
          current={choice}
          gpc={manager.gpc}
          onSave={decide}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </Suspense>
  );
}
