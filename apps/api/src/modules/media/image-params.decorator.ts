import { createParamDecorator, type ExecutionContext, ValidationPipe } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../platform/errors/app-error';
import { flattenValidationErrors } from '../../platform/errors/validation-error.factory';

/**
 * The image path's query, validated like every DTO (whitelist, forbid unknown fields) but
 * answered with its own code, INVALID_IMAGE_PARAMS: an <img> URL is built by code, not typed by
 * a person, and the code tells its author which builder to fix. A custom decorator is used
 * because the global ValidationPipe leaves custom parameters alone, so this pipe alone speaks.
 */
const imageParamsPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  validateCustomDecorators: true,
  exceptionFactory: (errors) => {
    const details = flattenValidationErrors(errors);
    const message = details.flatMap((d) => d.problems).join('; ');
    return new BadRequestError('INVALID_IMAGE_PARAMS', `Invalid image parameters: ${message}`, details);
  },
});

const queryOf = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<FastifyRequest>().query,
);

export const ImageParams = (): ParameterDecorator => queryOf(undefined, imageParamsPipe);
