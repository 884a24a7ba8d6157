// Generates the storefront's typed client and TanStack Query options from the API's committed
// OpenAPI document. Output is committed and never edited by hand: `npx nx run api-client:generate`.
import { defineConfig } from '@hey-api/openapi-ts';

/** The API marks POSTs that only read (SPEC §7 sends many reads as POST); see ReadOnlyPost in apps/api. */
const READ_ONLY_EXTENSION = 'x-read-only';

export default defineConfig({
  input: process.env.OPENAPI_INPUT ?? 'apps/api/openapi.json',
  output: {
    path: process.env.OPENAPI_CLIENT_OUTPUT ?? 'libs/api-client/src/generated',
  },
  parser: {
    hooks: {
      operations: {
        // Read-only POSTs get query options (and keys) like GETs, and no mutation options.
        isQuery: (operation) => (operation[READ_ONLY_EXTENSION] === true ? true : undefined),
        isMutation: (operation) => (operation[READ_ONLY_EXTENSION] === true ? false : undefined),
      },
    },
  },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk', '@tanstack/react-query'],
});
