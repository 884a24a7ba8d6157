import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { BadRequestError, NotFoundError } from './app-error';
import { toErrorBody } from './error-body';

describe('toErrorBody', () => {
  it('keeps the code and details of our own errors', () => {
    const details = [{ field: 'zip', problems: ['zip must be 5 digits'] }];
    expect(toErrorBody(new BadRequestError('INVALID_ZIP', 'zip must be 5 digits', details))).toEqual({
      statusCode: 400,
      code: 'INVALID_ZIP',
      message: 'zip must be 5 digits',
      details,
    });
    expect(toErrorBody(new NotFoundError('PRODUCT_NOT_FOUND', 'No product x'))).toMatchObject({
      statusCode: 404,
    });
  });

  it.each([
    [new NotFoundException('Cannot GET /api/x'), 404, 'NOT_FOUND', 'Cannot GET /api/x'],
    [
      new HttpException('Request body is too large', 413),
      413,
      'PAYLOAD_TOO_LARGE',
      'Request body is too large',
    ],
    [
      new HttpException('Unsupported Media Type', 415),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Unsupported Media Type',
    ],
    [new HttpException('teapot', 418), 418, 'HTTP_418', 'teapot'],
    [
      new BadRequestException('Unexpected end of JSON input'),
      400,
      'INVALID_JSON',
      'Body is not valid JSON: Unexpected end of JSON input',
    ],
  ])('maps %p to %i %s', (error, statusCode, code, message) => {
    expect(toErrorBody(error)).toEqual({ statusCode, code, message });
  });

  it('never leaks the message of an unexpected failure', () => {
    expect(toErrorBody(new Error('password=hunter2'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side',
    });
  });

  it.each([
    [
      Object.assign(new Error('Could not decompress the request payload'), {
        statusCode: 400,
        code: 'FST_CP_ERR_INVALID_CONTENT',
      }),
      400,
      'INVALID_CONTENT_ENCODING',
    ],
    [
      Object.assign(new Error('Unsupported Content-Encoding: xyz'), {
        statusCode: 415,
        code: 'FST_CP_ERR_INVALID_CONTENT_ENCODING',
      }),
      415,
      'UNSUPPORTED_CONTENT_ENCODING',
    ],
    [
      Object.assign(new Error('Body is not valid JSON'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      }),
      400,
      'INVALID_JSON',
    ],
    [Object.assign(new Error('Request timed out'), { statusCode: 408 }), 408, 'REQUEST_TIMEOUT'],
  ])('answers a framework refusal of the request with its 4xx: %p', (error, statusCode, code) => {
    expect(toErrorBody(error)).toEqual({ statusCode, code, message: error.message });
  });

  it('keeps a framework error without a 4xx status an internal error that shows nothing', () => {
    const error = Object.assign(new Error('pool exhausted at db.internal'), { statusCode: 503 });
    expect(toErrorBody(error)).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side',
    });
  });
});
