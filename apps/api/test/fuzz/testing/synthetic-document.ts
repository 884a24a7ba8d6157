import type { OpenApiDocument } from '../openapi-operations';

/**
 * A small document with what today's API does not use yet but the generator must handle: path,
 * header and cookie parameters, allOf, oneOf, nested objects, maps, nullable fields and a second
 * security scheme, so the unit tests cover them before an endpoint needs them.
 */
export const SYNTHETIC_DOCUMENT: OpenApiDocument = {
  openapi: '3.0.0',
  paths: {
    '/api/orders/{orderId}': {
      parameters: [
        { name: 'orderId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      ],
      get: {
        operationId: 'getOrder',
        security: [{ session: [] }],
        parameters: [
          { name: 'X-Trace', in: 'header', required: false, schema: { type: 'string', maxLength: 32 } },
          { name: 'view', in: 'query', schema: { type: 'string', enum: ['full', 'summary'] } },
          { name: 'pref', in: 'cookie', schema: { type: 'string' } },
        ],
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } },
        },
      },
    },
    '/api/orders': {
      post: {
        operationId: 'placeOrder',
        security: [{ session: [] }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/PlaceOrder' } } },
        },
        responses: {
          '201': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } },
          '400': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
    },
    '/api/ping': {
      get: {
        operationId: 'ping',
        responses: { '200': { content: { 'text/plain': { schema: { type: 'string' } } } } },
      },
    },
  },
  components: {
    securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    schemas: {
      Money: { type: 'object', properties: { cents: { type: 'integer', minimum: 0 } }, required: ['cents'] },
      Line: {
        type: 'object',
        properties: {
          sku: { type: 'string', pattern: '^[0-9]{6}$' },
          quantity: { type: 'integer', minimum: 1, maximum: 10 },
        },
        required: ['sku', 'quantity'],
      },
      Delivery: {
        oneOf: [
          {
            type: 'object',
            properties: { kind: { type: 'string', enum: ['home'] }, zip: { type: 'string' } },
            required: ['kind'],
          },
          {
            type: 'object',
            properties: { kind: { type: 'string', enum: ['clinic'] }, clinicId: { type: 'string' } },
            required: ['kind'],
          },
        ],
      },
      PlaceOrder: {
        type: 'object',
        properties: {
          lines: { type: 'array', minItems: 1, maxItems: 20, items: { $ref: '#/components/schemas/Line' } },
          delivery: { $ref: '#/components/schemas/Delivery' },
          note: { type: 'string', nullable: true, maxLength: 200 },
          tip: { allOf: [{ $ref: '#/components/schemas/Money' }], nullable: true },
          metadata: { type: 'object', additionalProperties: { type: 'string', maxLength: 50 } },
        },
        required: ['lines', 'delivery'],
      },
      Order: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          total: { $ref: '#/components/schemas/Money' },
          discount: { nullable: true, type: 'object', allOf: [{ $ref: '#/components/schemas/Money' }] },
          status: { type: 'string', enum: ['open', 'paid'] },
        },
        required: ['id', 'total', 'discount', 'status'],
      },
      Error: {
        type: 'object',
        properties: { statusCode: { type: 'number' }, code: { type: 'string' }, message: { type: 'string' } },
        required: ['statusCode', 'code', 'message'],
      },
    },
  },
};
