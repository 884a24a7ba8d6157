import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Env } from '../config/env.schema';

/** MAX_CONNECTIONS_PER_CLIENT when unset and no proxy is trusted. */
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 128;

/**
 * MAX_CONNECTIONS_PER_CLIENT as configured; unset, the default without a proxy in front, and no
 * limit behind one (the socket's address is then the proxy's, shared by every shopper).
 */
export function connectionsPerClientOf(
  env: Pick<Env, 'MAX_CONNECTIONS_PER_CLIENT' | 'TRUST_PROXY_HOPS'>,
): number {
  return (
    env.MAX_CONNECTIONS_PER_CLIENT ?? (env.TRUST_PROXY_HOPS > 0 ? 0 : DEFAULT_MAX_CONNECTIONS_PER_CLIENT)
  );
}

/**
 * Caps the connections one remote address holds open, so a single client (a flood of slow-header
 * connections, a scraper opening hundreds) cannot take every one of MAX_CONNECTIONS from everyone
 * else: past its share a new connection is closed at once, before a byte is read. `max` 0 is no cap.
 */
export function limitConnectionsPerClient(server: Server, max: number): void {
  if (max === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
