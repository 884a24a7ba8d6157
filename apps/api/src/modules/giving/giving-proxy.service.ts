import { Injectable, type Type, ValidationPipe } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { validationErrorFactory } from '../../platform/errors/validation-error.factory';
import { ClickEventRequestDto } from './dto/clickstream.dto';
import { MultipleDonationRequestDto, ProductDonationQueryDto } from './dto/donation.dto';
import { CharitiesByEinsQueryDto, CharitySearchQueryDto, PortfolioQueryDto } from './dto/giving-cause.dto';
import type { GivingProxyRequestDto } from './dto/giving-proxy.dto';
import {
  IntegrationInfoRequestDto,
  SetCauseRequestDto,
  SetConfirmationDataRequestDto,
  StartTrackingRequestDto,
} from './dto/tracking.dto';
import { GivingCausesService } from './giving-causes.service';
import { GivingClickstreamService } from './giving-clickstream.service';
import { GivingDonationsService } from './giving-donations.service';
import { givingStoreNotFound, unknownGivingCall } from './giving-errors';
import { GivingShopperGuard } from './giving-shopper.guard';
import { storeIdOf } from './giving-store-id.decorator';
import { GivingStoresService } from './giving-stores.service';
import { GivingTrackingService } from './giving-tracking.service';

/** The same checks as the global ValidationPipe, for data the proxy hands to a call. */
const pipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  exceptionFactory: validationErrorFactory,
});

/** A proxied call: everything the direct call has, from the proxy request. */
interface ProxyCall {
  storeId: string;
  data: Record<string, unknown>;
  /** The tracking id of a tracking endpoint. */
  trackingId: string;
  request: FastifyRequest;
}

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  service: GivingProxyRequestDto['service'];
  /** The endpoint, with ':trackingId' for its one parameter. */
  endpoint: string;
  handle(call: ProxyCall): Promise<unknown>;
}

const TRACKING_ENDPOINT = /^\/([^/]{1,64})(\/[a-z-]+)$/;

/**
 * SPEC §7's proxy form {method, service, endpoint, data} for clients that cannot set the
 * x-store-id header: each call of the provider is dispatched here, in process, to the same
 * service with its data validated by the same DTO, so a proxied call answers exactly what the
 * direct one does. The store is the x-store-id header when there is one, else the site's own.
 * Dispatched in process rather than re-sent through HTTP, so each call is counted once by the
 * rate limits and keeps its client's address.
 */
@Injectable()
export class GivingProxyService {
  private readonly routes: Route[];

  constructor(
    private readonly stores: GivingStoresService,
    donations: GivingDonationsService,
    causes: GivingCausesService,
    tracking: GivingTrackingService,
    clickstream: GivingClickstreamService,
    private readonly shoppers: GivingShopperGuard,
  ) {
    const scope = async (call: ProxyCall) => ({
      storeId: call.storeId,
      customerId: await this.shoppers.shopperOf(call.request),
    });
    this.routes = [
      {
        method: 'GET',
        service: 'stores',
        endpoint: '/cc-small/none',
        handle: (c) => stores.storeDto(c.storeId),
      },
      {
        method: 'GET',
        service: 'products',
        endpoint: '/donation-by-cms-id',
        handle: async (c) =>
          donations.productDonation(c.storeId, await valid(ProductDonationQueryDto, c.data, 'query')),
      },
      {
        method: 'POST',
        service: 'products',
        endpoint: '/get-multiple-donation',
        handle: async (c) =>
          donations.cartDonation(c.storeId, await valid(MultipleDonationRequestDto, c.data, 'body')),
      },
      {
        method: 'GET',
        service: 'charities',
        endpoint: '/search',
        handle: async (c) => causes.search(c.storeId, await valid(CharitySearchQueryDto, c.data, 'query')),
      },
      {
        method: 'GET',
        service: 'charities',
        endpoint: '/search-by-eins',
        handle: async (c) => ({
          charities: await causes.byEins(
            c.storeId,
            (await valid(CharitiesByEinsQueryDto, c.data, 'query')).eins.split(','),
          ),
        }),
      },
      {
        method: 'GET',
        service: 'portfolios',
        endpoint: '/cc-query-with-charities',
        handle: async (c) =>
          causes.portfolio(c.storeId, (await valid(PortfolioQueryDto, c.data, 'query')).id),
      },
      {
        method: 'POST',
        service: 'tracking',
        endpoint: '/',
        handle: async (c) =>
          tracking.start(await scope(c), await valid(StartTrackingRequestDto, c.data, 'body')),
      },
      {
        method: 'PUT',
        service: 'tracking',
        endpoint: '/:trackingId/set-cause',
        handle: async (c) =>
          tracking.setCause(await scope(c), c.trackingId, await valid(SetCauseRequestDto, c.data, 'body')),
      },
      {
        method: 'GET',
        service: 'tracking',
        endpoint: '/:trackingId/cause',
        handle: async (c) => tracking.cause(await scope(c), c.trackingId),
      },
      {
        method: 'PUT',
        service: 'tracking',
        endpoint: '/:trackingId/add-integration-info',
        handle: async (c) =>
          tracking.addIntegrationInfo(
            await scope(c),
            c.trackingId,
            await valid(IntegrationInfoRequestDto, c.data, 'body'),
          ),
      },
      {
        method: 'PUT',
        service: 'tracking',
        endpoint: '/:trackingId/set-confirmation-data',
        handle: async (c) =>
          tracking.setConfirmationData(
            await scope(c),
            c.trackingId,
            await valid(SetConfirmationDataRequestDto, c.data, 'body'),
          ),
      },
      {
        method: 'POST',
        service: 'clickstream',
        endpoint: '/events',
        handle: async (c) => clickstream.accept(c.storeId, await valid(ClickEventRequestDto, c.data, 'body')),
      },
    ];
  }

  /** Runs the named call; 404 GIVING_CALL_NOT_FOUND when no call has that method, service and endpoint. */
  async call(request: FastifyRequest, proxy: GivingProxyRequestDto): Promise<unknown> {
    const tracking = proxy.service === 'tracking' ? TRACKING_ENDPOINT.exec(proxy.endpoint) : null;
    const endpoint = tracking ? `/:trackingId${tracking[2]}` : proxy.endpoint;
    const route = this.routes.find(
      (r) => r.method === proxy.method && r.service === proxy.service && r.endpoint === endpoint,
    );
    if (!route) throw unknownGivingCall();
    const storeId = await this.storeOf(request);
    return route.handle({ storeId, data: proxy.data ?? {}, trackingId: tracking?.[1] ?? '', request });
  }

  /** The x-store-id header (normalised, else 'Invalid StoreId'), or the site's own store. */
  private async storeOf(request: FastifyRequest): Promise<string> {
    const header = request.headers['x-store-id'];
    if (header !== undefined) return storeIdOf(header);
    const storeId = await this.stores.storeIdOfSite(request.siteId);
    if (!storeId) throw givingStoreNotFound();
    return storeId;
  }
}

/** `data` as the call's DTO would receive it, or 400 VALIDATION_FAILED naming the bad fields. */
async function valid<T extends object>(
  type: Type<T>,
  data: Record<string, unknown>,
  kind: 'query' | 'body',
): Promise<T> {
  // A query's values arrive as text; the proxy's JSON may carry numbers and booleans for them.
  const input =
    kind === 'query' ? Object.fromEntries(Object.entries(data).map(([k, v]) => [k, queryText(v)])) : data;
  return (await pipe.transform(input, { type: kind, metatype: type })) as T;
}

function queryText(value: unknown): unknown {
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
}
