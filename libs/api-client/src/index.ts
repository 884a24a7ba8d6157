/**
 * The storefront's only way to the API. Everything under ./generated is produced from
 * apps/api/openapi.json by `npx nx run api-client:generate`; never edit it by hand.
 */
export * from './generated';
export * from './generated/@tanstack/react-query.gen';
export { client as apiClient } from './generated/client.gen';
