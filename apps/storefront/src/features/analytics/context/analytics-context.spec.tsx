import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAnalyticsSink, AnalyticsProvider } from './analytics-context';

function Probe({ entry }: { entry: Record<string, unknown> }) {
  useAnalyticsSink().push(entry);
  return null;
}

describe('AnalyticsProvider (SPEC §5, §8 analytics integration)', () => {
  afterEach(() => {
    delete window.dataLayer;
    vi.restoreAllMocks();
  });

  it("with 'gtm', hands events to the data layer given", () => {
    const dataLayer: unknown[] = [];
    render(
      <AnalyticsProvider integration="gtm" dataLayer={dataLayer}>
        <Probe entry={{ event: 'x' }} />
      </AnalyticsProvider>,
    );
    expect(dataLayer).toEqual([{ event: 'x' }]);
  });

  it("with anything else, reports 'Invalid analytics integration.' and pushes nothing", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dataLayer: unknown[] = [];
    render(
      <AnalyticsProvider integration="ga4" dataLayer={dataLayer}>
        <Probe entry={{ event: 'x' }} />
      </AnalyticsProvider>,
    );
    expect(dataLayer).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      'Invalid analytics integration.',
      expect.objectContaining({ integration: 'ga4', status: 400 }),
    );
  });

  it("defaults to 'gtm' and the page's window.dataLayer, with or without a provider", () => {
    render(<Probe entry={{ event: 'bare' }} />);
    render(
      <AnalyticsProvider>
        <Probe entry={{ event: 'provided' }} />
      </AnalyticsProvider>,
    );
    expect(window.dataLayer).toEqual([{ event: 'bare' }, { event: 'provided' }]);
  });
});
