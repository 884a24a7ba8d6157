import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of a real server (Redis in the outage tests), so a test can make
 * that server vanish (stop: connections dropped, port closed), hang (connections accepted, nothing
 * answered) and come back (start) without owning its process.
 */
export interface TcpProxy {
  readonly port: number;
  stop(): Promise<void>;
  hang(): void;
  start(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  let mode: 'forward' | 'hang' = 'forward';
  let server: Server;
  let port = 0;

  const onConnection = (client: Socket) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'hang') return;
    const upstream = createConnection(target);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    pairs.clear();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
    hang: () => {
      // Connections stay open but nothing is answered any more: a server that accepts and hangs.
      mode = 'hang';
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.resume();
      }
    },
    start: async () => {
      mode = 'forward';
      dropAll();
      if (!server.listening) await listen();
    },
  };
}
