import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stub answers: 204, a refusal, or never (a provider that hangs). */
export type ProfileHubBehaviour = 'ends-session' | 'refuses' | 'hangs';

export interface ReceivedCall {
  method: string;
  path: string;
  authorization: string | undefined;
}

export interface ProfileHubStub {
  /** Its session address, for OIDC_PROFILE_HUB_SESSION_URL. */
  readonly url: string;
  /** Every call it has received, oldest first. */
  readonly calls: ReceivedCall[];
  behaviour: ProfileHubBehaviour;
  close(): Promise<void>;
}

/**
 * A provider's profile hub on a loopback port, standing in for one the shop reaches over the
 * network (OIDC_PROFILE_HUB_SESSION_URL): it records each call and answers as told.
 */
export async function startProfileHubStub(): Promise<ProfileHubStub> {
  const calls: ReceivedCall[] = [];
  const hanging = new Set<ServerResponse>();
  const stub = { calls, behaviour: 'ends-session' as ProfileHubBehaviour };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    calls.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization });
    req.resume();
    if (stub.behaviour === 'hangs') {
      hanging.add(res);
      return;
    }
    res.statusCode = stub.behaviour === 'refuses' ? 401 : 204;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}/profile-hub/session`,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** An address on loopback where nothing listens (a provider that is down). */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/profile-hub/session`;
}
