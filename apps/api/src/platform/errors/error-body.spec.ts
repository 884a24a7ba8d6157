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
});
