// Generates the storefront's typed client and TanStack Query options from the API's committed
// OpenAPI document. Output is committed and never edited by hand: `npx nx run api-client:generate`.
import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: process.env.OPENAPI_INPUT ?? 'apps/api/openapi.json',
  output: {
    path: process.env.OPENAPI_CLIENT_OUTPUT ?? 'libs/api-client/src/generated',
  },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk', '@tanstack/react-query'],
});
