import { readOperations, type OpenApiDocument } from './openapi-operations';

/**
 * The document to fuzz in the API test run. The app's served document lists exactly the routes
 * the code has, but under Jest (SWC, no @nestjs/swagger CLI plugin) it lacks what the plugin
 * infers: DTO properties and most success responses. The committed apps/api/openapi.json is the
 * plugin's full document (CI fails when it is stale). So: the served operations, each described
 * as the committed document describes it; an operation the committed document does not have yet
 * keeps its served description, so it is still fuzzed (and its undocumented 200s say "regenerate").
 */
export function documentUnderTest(served: OpenApiDocument, committed: OpenApiDocument): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(served.paths)) {
    const known = committed.paths[path] ?? {};
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => [method, known[method] ?? operation]),
    );
  }
  return {
    ...served,
    paths,
    components: {
      ...served.components,
      schemas: { ...served.components?.schemas, ...committed.components?.schemas },
      securitySchemes: { ...served.components?.securitySchemes, ...committed.components?.securitySchemes },
    },
  };
}

/** Served operations the committed document does not describe ("METHOD /path"). */
export function undescribedOperations(served: OpenApiDocument, committed: OpenApiDocument): string[] {
  const described = new Set(
    readOperations(committed).map((operation) => `${operation.method} ${operation.path}`),
  );
  return readOperations(served)
    .map((operation) => `${operation.method} ${operation.path}`)
    .filter((key) => !described.has(key));
}
