import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The current time for rules that depend on it (delivery estimates, session expiry); one
 * provider for the whole app so a test fixes 'now' with `jest.spyOn(app.get(Clock), 'now')`.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
