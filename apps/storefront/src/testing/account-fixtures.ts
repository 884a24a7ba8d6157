import type { AddressDto, PetDto } from '@shop/api-client';
import { SESSION_HINT_COOKIE } from '@shop/identity';
import { VALID_US_ADDRESS } from '@shop/identity/testing';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryOptions, type Customer } from '../lib/session/session-queries';
import { errorResponse, installFakeApi, jsonResponse } from './fake-api';
import { createTestQueryClient } from './test-query-client';

export function addressFixture(overrides: Partial<AddressDto> = {}): AddressDto {
  return {
    id: 'gid://shop/MailingAddress/a1',
    ...VALID_US_ADDRESS,
    address2: null,
    phone: null,
    isDefault: true,
    ...overrides,
  };
}

/** A signed-in consumer as get-shopify-customer answers; override any field per test. */
export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'gid://shop/Customer/c1',
    email: 'jo@example.com',
    firstName: 'Jo',
    lastName: 'Walker',
    phone: null,
    acceptsMarketing: false,
    metafields: [],
    persistedCartMetafield: null,
    preferredAddress: null,
    soldTo: null,
    shipToZip: null,
    clinicZip: null,
    addresses: [],
    defaultAddress: null,
    orders: [],
    subscriptions: [],
    quotaMonth: null,
    quotaValue: null,
    quotaReached: false,
    staff: null,
    ...overrides,
  };
}

/** A signed-in staff member of the staff site; `registered` gives them a clinic's group and ship-to. */
export function staffCustomerFixture(
  { registered }: { registered: boolean },
  overrides: Partial<Customer> = {},
): Customer {
  return customerFixture({
    id: 'gid://shop/Customer/s1',
    email: 'new.staff@staff.example',
    firstName: 'Nora',
    lastName: 'Newcomb',
    staff: {
      clinicAddress: null,
      roleCode: null,
      graduationYear: null,
      currentSchoolName: null,
      isRegistered: registered,
      SF_PreferedShipTo: registered ? '0001234567' : null,
      SF_StoreSoldTo: registered ? '0007654321' : null,
      SAP_CustomerAccountGroup: registered ? 'ZVET' : null,
      isEligibleForPd: registered,
      zipCode: registered ? '80011' : null,
    },
    ...overrides,
  });
}

export function petFixture(overrides: Partial<PetDto> = {}): PetDto {
  return {
    id: 'pet-1',
    name: 'Rex',
    species: 'dog',
    lifeStage: 'adult',
    weight: { value: 42, unit: 'lbs' },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Seeds the session as signed in (the customer) or signed out (null), as if the API had answered;
 * a signed-in browser also has the session hint, so a later check asks the API again.
 */
export function seedSession(queryClient: QueryClient, customer: Customer | null): void {
  if (customer) writeSessionHint();
  queryClient.setQueryData(sessionQueryOptions().queryKey, customer);
}

/**
 * Seeds a registered staff member's session: the staff site shows its pages (beyond home and the
 * exempt ones) only to them (SPEC §6). Returns the client, for renderApp's options.
 */
export function withRegisteredStaff(queryClient: QueryClient = createTestQueryClient()): QueryClient {
  seedSession(queryClient, staffCustomerFixture({ registered: true }));
  return queryClient;
}

/** What a fake endpoint receives: the request and its parsed JSON body. */
export type FakeEndpoint = (body: Record<string, unknown>, request: Request) => Response | Promise<Response>;

/**
 * A fake API that answers by path ('/api/ecom/v1.0/get-shopify-customer' → handler); any other path
 * answers 404. Returns the requests made (with their bodies) and restore().
 */
export function installRoutedFakeApi(endpoints: Record<string, FakeEndpoint>) {
  const calls: Array<{ path: string; body: Record<string, unknown>; request: Request }> = [];
  const fake = installFakeApi(async (request) => {
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    const body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    calls.push({ path, body, request });
    const endpoint = endpoints[path];
    return endpoint ? endpoint(body, request) : errorResponse(404);
  });
  return { ...fake, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export const API = {
  customer: '/api/ecom/v1.0/get-shopify-customer',
  signIn: '/api/ecom/v1.0/create-customer-token',
  refresh: '/api/ecom/v1.0/refresh-session-token',
  logout: '/api/ecom/v1.0/logout',
  forgotPassword: '/api/ecom/v1.0/forgot-password',
  resetPassword: '/api/ecom/v1.0/reset-password',
  updateCustomer: '/api/ecom/v1.0/update-customer',
  addressCreate: '/api/ecom/v1.0/customer-address-create',
  addressUpdate: '/api/ecom/v1.0/customer-address-update',
  addressDelete: '/api/ecom/v1.0/customer-address-delete',
  defaultAddress: '/api/ecom/v1.0/update-customer-default-address',
  pets: '/api/account/pets/list',
  petCreate: '/api/account/pets/create',
  petUpdate: '/api/account/pets/update',
  petDelete: '/api/account/pets/delete',
  petSuggestions: '/api/account/pets/product-suggestions',
  crypto: '/api/crypto',
  staffLogout: '/api/idp/logout',
  staffJwt: '/api/idp/jwt',
  searchClinic: '/api/idp/search-clinic',
  joinClinic: '/api/idp/join-clinic',
} as const;

/** The API's answer to a signed-out call. */
export function signedOutResponse(): Response {
  return jsonResponse({ statusCode: 401, code: 'SIGNED_OUT', message: 'Sign in first' }, 401);
}

/**
 * The session hint cookie as the API's Set-Cookie leaves it beside a session cookie: a browser
 * with it may have a session, so the storefront asks get-shopify-customer who is signed in.
 */
export function writeSessionHint(tag = 'hint-1'): void {
  document.cookie = `${SESSION_HINT_COOKIE}=${tag}; path=/`;
}

/**
 * A session answer, as create-customer-token and refresh-session-token send it; like the API's,
 * it sets the session hint (a fake answer cannot set cookies itself).
 */
export function sessionAnswer(customer: Customer = customerFixture()): Response {
  writeSessionHint(`hint-${Math.random().toString(36).slice(2, 10)}`);
  return jsonResponse({
    expiresAt: '2026-11-24T23:00:00.000Z',
    absoluteExpiresAt: '2026-12-24T21:00:00.000Z',
    cacheKey: 'session:s1',
    sessionToken: 'token-1',
    customer: {
      id: customer.id,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
    },
  });
}
