import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { OPERATOR_AUTH } from '../operator/operator-only';

export const OPENAPI_DOCS_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/openapi.json';
/** The security scheme signed-in calls declare (the identity module's @SignedIn). */
export const SESSION_AUTH = 'session';

/**
 * The contract the storefront's client is generated from. operationIds are the handler names,
 * which the generated client turns into function names, so handler names must be unique.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Pet Nutrition Shop API')
    .setDescription(
      'Serves both sites of the shop: Shop Pet Nutrition (DTC) and Pro Staff Feeding (HPSF). ' +
        'The site is chosen by the Host header. Every failure has the body { statusCode, code, message, details? }.',
    )
    .setVersion('1.0.0')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'opaque',
        description: 'OPERATOR_TOKEN, for operator calls',
      },
      OPERATOR_AUTH,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'opaque',
        description:
          "A customer's session token (from create-customer-token): as a Bearer header, as the body field " +
          "sessionToken, or as the sessionToken cookie; a write sent with the cookie alone also needs the header 'X-Shop-Client: storefront'",
      },
      SESSION_AUTH,
    )
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
}

export function mountOpenApi(app: INestApplication): void {
  SwaggerModule.setup(OPENAPI_DOCS_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    yamlDocumentUrl: 'api/openapi.yaml',
    customSiteTitle: 'Pet Nutrition Shop API',
    useGlobalPrefix: false,
  });
}
