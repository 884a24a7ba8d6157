import { Injectable } from '@nestjs/common';

/**
 * Whether this process is draining before it stops (SIGTERM): readiness answers 503 so load
 * balancers stop sending, every answer asks its client to close the connection, and requests are
 * still served (graceful-shutdown.ts).
 */
@Injectable()
export class ShutdownState {
  private drainingSince: number | undefined;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  beginDrain(): void {
    this.drainingSince ??= Date.now();
  }
}
