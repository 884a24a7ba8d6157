import { classifySearchLocation } from '@shop/catalog';
import {
  INVALID_ANALYTICS_INTEGRATION_MESSAGE,
  isSupportedAnalyticsIntegration,
} from './analytics-integration';
import {
  type CartDonation,
  type CartDonationOptions,
  cartDonation,
  type DonationCartLine,
} from './cart-donation';
import { causeKind } from './cause-kind';
import { CLEAR_CAUSE } from './cause-tracking';
import { formatDonationAmount } from './donation-amount';
import { CHARITY_SEARCH_DEFAULTS, STORE_LOAD_POLL_MS, STORE_LOAD_TIMEOUT_MS } from './giving-constants';
import type {
  CharitySearchResult,
  ClickstreamEvent,
  DonationCartLineInput,
  DonationResult,
  GivingCause,
  GivingService,
  GivingStore,
  GivingTracking,
  CauseChange,
  TrackedCause,
} from './giving-api-types';
import { GIVING_ERROR_MESSAGES, GivingError, type GivingErrorMessage } from './giving-error';
import { shouldShowGivingWidget } from './giving-widget-visibility';
import { normalizeStoreId } from './store-id';

/** Where the SDK keeps what lasts a browser session (sessionStorage in a browser). */
export interface GivingSessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface GivingClientOptions {
  /** The giving store's id, as configured (a GUID with dashes or braces is fine). */
  storeId: string;
  /** Where the provider is served; '/api/giving' on the shop's own origin by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Sent with every call (the storefront's X-Shop-Client header, say). */
  headers?: Record<string, string>;
  /**
   * Send every call in the proxy form {method, service, endpoint, data} to `${baseUrl}/proxy`, for
   * clients that cannot set the x-store-id header: the API then uses the site's own store.
   */
  viaProxy?: boolean;
  /** Keeps the tracking id for the browser session; without it, for this client's life. */
  storage?: GivingSessionStorage | null;
  /** A first error listener (see onError). */
  onError?: GivingErrorListener;
}

/** Takes a failure instead of the caller: the call then resolves to undefined. */
export type GivingErrorListener = (error: GivingError) => void;

export interface CharitySearchInput {
  q?: string;
  /** A ZIP (starting with a digit) or a city, SPEC §5. */
  location?: string;
  state?: string;
  /** A category 0-25; null searches every category; '3' (animal-related) when absent (SPEC §9). */
  categoryId?: string | number | null;
  skip?: number;
  take?: number;
}

export interface ProductDonationInput {
  cmsId: string;
  /** The price the shopper pays, in dollars. */
  realPrice: number;
  providedCauseId?: string | null;
  customerSegmentId?: string | null;
}

export interface CartDonationInput {
  cmsIds: DonationCartLineInput[];
  /** The cart's own discount, in dollars. */
  cartDiscount?: number;
  ignoreDirectDonations?: boolean;
  providedCauseId?: string | null;
  customerSegmentId?: string | null;
}

/** What the widget needs after start-up; hidden and empty when the store did not come (SPEC §4). */
export interface GivingStart {
  store: GivingStore | null;
  visible: boolean;
}

type Query = Record<string, string | number | boolean | null | undefined | readonly string[]>;

/**
 * The typed client of the shop's giving provider (SPEC §7, served by the API under /api/giving),
 * with SPEC §8's errors: every failure is a GivingError, API_ERROR when the API failed or refused
 * (with its status and code), SDK_ERROR when the input or configuration was wrong (an invalid
 * store id is 'Invalid StoreId' on every call). It is thrown unless a listener takes it, in which
 * case the call resolves to undefined, so a widget never breaks the page it is on.
 */
export class GivingClient {
  private readonly baseUrl: string;
  private readonly fetcher: typeof fetch;
  private readonly listeners = new Set<GivingErrorListener>();
  private readonly memory = new Map<string, string>();
  private tracking: Promise<string> | null = null;
  private storeLoad: Promise<GivingStore> | null = null;
  private loadedStore: GivingStore | null = null;

  constructor(private readonly options: GivingClientOptions) {
    this.baseUrl = (options.baseUrl ?? '/api/giving').replace(/\/$/, '');
    this.fetcher = options.fetch ?? ((...args) => globalThis.fetch(...args));
    if (options.onError) this.listeners.add(options.onError);
  }

  /** Listens to every failure from now on; returns the function that stops it. */
  onError(listener: GivingErrorListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The store's configuration (SPEC §7 stores GET /cc-small/none), loaded once. */
  getStore(): Promise<GivingStore | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.retrieveStore, () => this.store());
  }

  /**
   * Loads the store, waiting at most STORE_LOAD_TIMEOUT_MS (checked every STORE_LOAD_POLL_MS):
   * past it initialisation fails ('Error initializing SDK') and the widget is hidden and empty.
   */
  async initialize(
    timeoutMs: number = STORE_LOAD_TIMEOUT_MS,
    pollMs: number = STORE_LOAD_POLL_MS,
  ): Promise<GivingStart> {
    // The load runs on its own; its failure is this wait's (the store never arrives).
    void this.store().catch(() => undefined);
    const started = Date.now();
    const store = await this.run(GIVING_ERROR_MESSAGES.initializeSdk, async () => {
      while (!this.loadedStore) {
        if (Date.now() - started >= timeoutMs)
          throw new GivingError('API_ERROR', GIVING_ERROR_MESSAGES.initializeSdk, {
            cause: new Error(`The giving store did not load within ${timeoutMs} ms`),
          });
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      return this.loadedStore;
    });
    return store ? { store, visible: store.isActive } : { store: null, visible: false };
  }

  /** One product's donation (products GET /donation-by-cms-id). */
  getProductDonation(input: ProductDonationInput): Promise<DonationResult | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.retrieveProductDonation, () =>
      this.call<DonationResult>('GET', 'products', '/donation-by-cms-id', {
        cmsId: input.cmsId,
        realPrice: input.realPrice,
        providedCauseId: input.providedCauseId,
        customerSegmentId: input.customerSegmentId,
      }),
    );
  }

  /** A cart's donation (products POST /get-multiple-donation). */
  getCartDonation(input: CartDonationInput): Promise<DonationResult | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.retrieveCartDonation, () =>
      this.call<DonationResult>('POST', 'products', '/get-multiple-donation', withoutEmpty({ ...input })),
    );
  }

  /**
   * Charities by name words, a location (SPEC §5: a ZIP when it starts with a digit, else a city),
   * state and category; SPEC §9's defaults: 25 from 0, animal protection ('3').
   */
  searchCharities(input: CharitySearchInput = {}): Promise<CharitySearchResult | undefined> {
    const location = input.location?.trim();
    const where = location ? { [classifySearchLocation(location)]: location } : {};
    return this.run(GIVING_ERROR_MESSAGES.searchCharities, () =>
      this.call<CharitySearchResult>('GET', 'charities', '/search', {
        q: input.q?.trim() || undefined,
        skip: input.skip ?? CHARITY_SEARCH_DEFAULTS.skip,
        take: input.take ?? CHARITY_SEARCH_DEFAULTS.take,
        state: input.state,
        categoryId:
          input.categoryId === null ? 'all' : String(input.categoryId ?? CHARITY_SEARCH_DEFAULTS.categoryId),
        ...where,
      }),
    );
  }

  /** Charities by their tax ids (charities GET /search-by-eins). */
  getCharitiesByEins(eins: readonly string[]): Promise<GivingCause[] | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.retrieveCharitiesByEin, () => this.charitiesByEins(eins));
  }

  /** A portfolio with its charities (portfolios GET /cc-query-with-charities). */
  getPortfolio(id: string): Promise<GivingCause | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.retrievePortfolios, () => this.portfolio(id));
  }

  /** Causes of either kind, in the order asked (SPEC §5: the id says which lookup). */
  getCauses(ids: readonly string[]): Promise<GivingCause[] | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.getCharities, async () => {
      const eins = ids.filter((id) => causeKind(id) === 'charity');
      const [charities, portfolios] = await Promise.all([
        eins.length ? this.charitiesByEins(eins) : Promise.resolve([]),
        Promise.all(ids.filter((id) => causeKind(id) === 'portfolio').map((id) => this.portfolio(id))),
      ]);
      const byId = new Map([...charities, ...portfolios].map((cause) => [cause.id, cause]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    });
  }

  /**
   * Whether the widget shows (SPEC §4, shouldShowGivingWidget) with the store's active campaigns;
   * a store that cannot be read shows nothing.
   */
  donationEligibility(input: {
    context: 'cart' | 'product';
    donationCents: number;
    segmentExcluded: boolean;
  }): Promise<boolean | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.retrieveDonationEligibility, async () => {
      const store = await this.store();
      if (!store.isActive) return false;
      const activeCampaignTypes = store.activeCampaigns.filter((c) => c.isActive).map((c) => c.type);
      return shouldShowGivingWidget({ ...input, activeCampaignTypes });
    });
  }

  /** A cart's donation worked out here (the same rule the API applies), for an instant preview. */
  calculateDonation(
    lines: readonly DonationCartLine[],
    options: CartDonationOptions,
  ): Promise<CartDonation | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.calculateDonation, async () => cartDonation(lines, options));
  }

  /** The session's tracking id: started once per browser session, then reused (SPEC §4). */
  startTracking(
    options: { isTestMode?: boolean; isForceTestMode?: boolean } = {},
  ): Promise<string | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.startTracking, () => this.trackingId(options));
  }

  /** Tells tracking the shopper's cause; the answer's label is 'set' the first time, then 'updated'. */
  setCause(cause: { causeId: string; causeName: string }): Promise<CauseChange | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.setCauseToTracking, () => this.putCause(cause));
  }

  /** Clears the shopper's cause (cause id 0, name '0'). */
  clearCause(): Promise<CauseChange | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.updateTracking, () => this.putCause(CLEAR_CAUSE));
  }

  /** The cause tracking holds for this session, to preselect it. */
  getTrackedCause(): Promise<TrackedCause | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.populateCauseIds, async () => {
      const id = await this.trackingId({});
      return this.call<TrackedCause>('GET', 'tracking', `/${id}/cause`);
    });
  }

  /** Integration info for tracking (SPEC §5: 'gtm' only, else 'Invalid analytics integration.'). */
  addIntegrationInfo(
    integrationType: string,
    info: Record<string, unknown>,
  ): Promise<GivingTracking | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.updateIntegrationMetadata, async () => {
      if (!isSupportedAnalyticsIntegration(integrationType))
        throw new GivingError('SDK_ERROR', INVALID_ANALYTICS_INTEGRATION_MESSAGE);
      const id = await this.trackingId({});
      return this.call<GivingTracking>('PUT', 'tracking', `/${id}/add-integration-info`, {
        integrationType,
        info,
      });
    });
  }

  /** What the order gave, for tracking's confirmation: the total to 2 decimals, the causes as text. */
  setConfirmationData(
    totalDonationCents: number,
    causeNames: readonly string[],
  ): Promise<GivingTracking | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.updateTracking, async () => {
      const id = await this.trackingId({});
      return this.call<GivingTracking>('PUT', 'tracking', `/${id}/set-confirmation-data`, {
        confirmationData: {
          totalDonationAmount: formatDonationAmount(totalDonationCents),
          causes: causeNames.join(', '),
        },
      });
    });
  }

  /** One clickstream event (POST /events, header store-id); the API queues it and answers at once. */
  emitEvent(event: ClickstreamEvent): Promise<{ queued: boolean } | undefined> {
    return this.run(GIVING_ERROR_MESSAGES.emitEvent, async () =>
      this.call<{ queued: boolean }>(
        'POST',
        'clickstream',
        '/events',
        { storeId: this.storeId(), ...event },
        'store-id',
      ),
    );
  }

  private async store(): Promise<GivingStore> {
    this.storeLoad ??= this.call<GivingStore>('GET', 'stores', '/cc-small/none').then(
      (store) => (this.loadedStore = store),
      (error: unknown) => {
        this.storeLoad = null;
        throw error;
      },
    );
    return this.storeLoad;
  }

  private async charitiesByEins(eins: readonly string[]): Promise<GivingCause[]> {
    const found = await this.call<{ charities: GivingCause[] }>('GET', 'charities', '/search-by-eins', {
      eins: eins.join(','),
    });
    return found.charities;
  }

  private portfolio(id: string): Promise<GivingCause> {
    return this.call<GivingCause>('GET', 'portfolios', '/cc-query-with-charities', { id });
  }

  /** The label comes from the API, which knows the cause before this change on every device. */
  private async putCause(cause: { causeId: string; causeName: string }): Promise<CauseChange> {
    const id = await this.trackingId({});
    return this.call<CauseChange>('PUT', 'tracking', `/${id}/set-cause`, cause);
  }

  private trackingId(options: { isTestMode?: boolean; isForceTestMode?: boolean }): Promise<string> {
    const key = `giving.tracking.${this.storeId()}`;
    const stored = this.read(key);
    if (stored) return Promise.resolve(stored);
    this.tracking ??= this.call<GivingTracking>('POST', 'tracking', '/', {
      storeId: this.storeId(),
      isTestMode: options.isTestMode ?? false,
      isForceTestMode: options.isForceTestMode ?? false,
    }).then(
      (tracking) => {
        this.write(key, tracking.trackingId);
        return tracking.trackingId;
      },
      (error: unknown) => {
        this.tracking = null;
        throw error;
      },
    );
    return this.tracking;
  }

  private storeId(): string {
    return normalizeStoreId(this.options.storeId);
  }

  private async call<T>(
    method: 'GET' | 'POST' | 'PUT',
    service: GivingService,
    endpoint: string,
    data?: Query | Record<string, unknown>,
    storeHeader: 'x-store-id' | 'store-id' = 'x-store-id',
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...this.options.headers };
    let url: string;
    let body: string | undefined;
    if (this.options.viaProxy) {
      url = `${this.baseUrl}/proxy`;
      body = JSON.stringify({ method, service, endpoint, data: data ? withoutEmpty(data) : null });
    } else {
      headers[storeHeader] = this.storeId();
      url = `${this.baseUrl}/${service}${endpoint === '/' ? '' : endpoint}`;
      if (method === 'GET') url += queryString((data ?? {}) as Query);
      else body = JSON.stringify(data ?? {});
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetcher(url, {
        method: this.options.viaProxy ? 'POST' : method,
        headers,
        body,
        credentials: 'same-origin',
      });
    } catch (cause) {
      throw new GivingError('API_ERROR', 'The giving API could not be reached', { cause });
    }
    const text = await response.text();
    const parsed = parseJson(text);
    if (!response.ok) {
      const problem = (parsed ?? {}) as { code?: unknown; message?: unknown };
      throw new GivingError(
        'API_ERROR',
        typeof problem.message === 'string' ? problem.message : `HTTP ${response.status}`,
        {
          status: response.status,
          code: typeof problem.code === 'string' ? problem.code : undefined,
        },
      );
    }
    return parsed as T;
  }

  /**
   * Runs one operation and reports its failure with the operation's SPEC §8 message: an
   * 'Invalid StoreId' keeps its own, the API's words stay as the cause (with the status and code).
   */
  private async run<T>(message: GivingErrorMessage, work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (thrown) {
      const error = this.asGivingError(message, thrown);
      if (this.listeners.size === 0) throw error;
      for (const listener of this.listeners) listener(error);
      return undefined;
    }
  }

  private asGivingError(message: GivingErrorMessage, thrown: unknown): GivingError {
    if (thrown instanceof GivingError) {
      if (thrown.type === 'SDK_ERROR' || thrown.message === message) return thrown;
      if (thrown.code === 'INVALID_STORE_ID')
        return new GivingError('API_ERROR', GIVING_ERROR_MESSAGES.invalidStoreId, {
          cause: thrown,
          status: thrown.status,
          code: thrown.code,
        });
      return new GivingError(thrown.type, message, {
        cause: thrown,
        status: thrown.status,
        code: thrown.code,
      });
    }
    return new GivingError('SDK_ERROR', message, { cause: thrown });
  }

  private read(key: string): string | null {
    try {
      return this.options.storage ? this.options.storage.getItem(key) : (this.memory.get(key) ?? null);
    } catch {
      return this.memory.get(key) ?? null;
    }
  }

  private write(key: string, value: string): void {
    this.memory.set(key, value);
    try {
      this.options.storage?.setItem(key, value);
    } catch {
      // A full or forbidden storage (private browsing) keeps the value for this page only.
    }
  }
}

/** A client for one store (see GivingClient). */
export function createGivingClient(options: GivingClientOptions): GivingClient {
  return new GivingClient(options);
}

function withoutEmpty<T extends Record<string, unknown>>(data: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined && value !== null),
  ) as Partial<T>;
}

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
