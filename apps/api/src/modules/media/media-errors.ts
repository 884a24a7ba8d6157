import { HttpStatus } from '@nestjs/common';
import { AppError, BadRequestError, NotFoundError } from '../../platform/errors/app-error';

/** The refusals of the image path, one class per stable code. */
export class InvalidImageSrcError extends BadRequestError {
  constructor(message: string) {
    super('INVALID_IMAGE_SRC', message);
  }
}

export class ImageHostNotAllowedError extends BadRequestError {
  constructor(host: string) {
    super(
      'IMAGE_HOST_NOT_ALLOWED',
      `Images are not fetched from ${host}; use a /media/ path or an allowed content host`,
    );
  }
}

export class ImageNotFoundError extends NotFoundError {
  constructor(src: string) {
    super('IMAGE_NOT_FOUND', `No image at ${src}`);
  }
}

export class ImageUnsupportedTypeError extends AppError {
  constructor(message: string) {
    super(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'IMAGE_UNSUPPORTED_TYPE', message);
  }
}

export class ImageNotDecodableError extends AppError {
  constructor(message: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, 'IMAGE_NOT_DECODABLE', message);
  }
}

export class ImageTooLargeError extends AppError {
  constructor(message: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, 'IMAGE_TOO_LARGE', message);
  }
}

export class ImageSourceUnavailableError extends AppError {
  constructor(message: string) {
    super(HttpStatus.BAD_GATEWAY, 'IMAGE_SOURCE_UNAVAILABLE', message);
  }
}

/** Every transform slot is taken and the queue behind them is full: come back shortly. */
export class ImageBusyError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      HttpStatus.SERVICE_UNAVAILABLE,
      'IMAGE_BUSY',
      `Too many new image renditions are being made; try again in ${retryAfterSeconds} s`,
    );
  }
}
