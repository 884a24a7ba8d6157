import { Injectable } from '@nestjs/common';

/** The current time for delivery estimates; a provider so tests can fix 'now'. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
