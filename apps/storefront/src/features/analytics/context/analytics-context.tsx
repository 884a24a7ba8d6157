import { analyticsIntegration, InvalidAnalyticsIntegrationError } from '@shop/cart';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { browserDataLayer, type DataLayer } from '../model/data-layer';

/** How the analytics feature sends an event; a no-op when analytics is switched off by a bad setting. */
export interface AnalyticsSink {
  push: (entry: Record<string, unknown>) => void;
}

const browserSink: AnalyticsSink = { push: (entry) => void browserDataLayer().push(entry) };

const AnalyticsContext = createContext<AnalyticsSink>(browserSink);

export interface AnalyticsProviderProps {
  /** The configured integration (SPEC §5: only 'gtm'). */
  integration?: unknown;
  /** Where events go; the page's window.dataLayer by default. */
  dataLayer?: DataLayer;
  children: ReactNode;
}

/**
 * Checks the analytics setting once and hands every event below it to the data layer. A setting
 * other than 'gtm' is reported with SPEC §8's 'Invalid analytics integration.' and switches
 * analytics off: a configuration mistake must be visible, but must never stop anyone shopping.
 * Without a provider, events go to window.dataLayer.
 */
export function AnalyticsProvider({ integration = 'gtm', dataLayer, children }: AnalyticsProviderProps) {
  const sink = useMemo<AnalyticsSink>(() => {
    try {
      analyticsIntegration(integration);
    } catch (error) {
      if (!(error instanceof InvalidAnalyticsIntegrationError)) throw error;
      console.error(error.message, { integration, status: error.status, code: error.code });
      return { push: () => undefined };
    }
    return dataLayer ? { push: (entry) => void dataLayer.push(entry) } : browserSink;
  }, [integration, dataLayer]);
  return <AnalyticsContext.Provider value={sink}>{children}</AnalyticsContext.Provider>;
}

/** The nearest analytics sink (the page's data layer by default). */
export function useAnalyticsSink(): AnalyticsSink {
  return useContext(AnalyticsContext);
}
