import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';

/** Longer than any access token oidc-provider issues; anything longer is not one. */
const MAX_TOKEN_LENGTH = 512;

const BEARER = /^Bearer ([\x21-\x7e]{1,512})$/;

/**
 * The profile hub's session DELETE (SPEC §7), for the development provider: the bearer access token
 * names the member's session at the provider, which ends along with the grant behind the token
 * (every token of it revoked), so the next sign-in asks for the password again. oidc-provider can
 * find a session by its uid but not by account, so the way there is the token: AccessToken →
 * sessionUid → Session. 204 when it ended; 401 (RFC 6750) for a missing, unknown or expired token.
 */
export async function deleteProfileHubSession(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'DELETE') {
    res.setHeader('Allow', 'DELETE');
    return answer(res, 405, { error: 'method_not_allowed' });
  }
  const presented = BEARER.exec(req.headers.authorization ?? '')?.[1];
  if (!presented || presented.length > MAX_TOKEN_LENGTH) {
    res.setHeader('WWW-Authenticate', 'Bearer realm="profile-hub"');
    return answer(res, 401, {
      error: 'invalid_request',
      error_description: 'a bearer access token is required',
    });
  }
  const token = await provider.AccessToken.find(presented);
  if (!token) {
    res.setHeader('WWW-Authenticate', 'Bearer realm="profile-hub", error="invalid_token"');
    return answer(res, 401, { error: 'invalid_token', error_description: 'the access token is not valid' });
  }
  const session = token.sessionUid ? await provider.Session.findByUid(token.sessionUid) : undefined;
  await session?.destroy();
  const { grantId } = token;
  if (grantId) {
    const grant = await provider.Grant.find(grantId);
    await Promise.all([
      grant?.destroy(),
      provider.AccessToken.revokeByGrantId(grantId),
      provider.AuthorizationCode.revokeByGrantId(grantId),
    ]);
  }
  await token.destroy();
  res.statusCode = 204;
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

function answer(res: ServerResponse, status: number, body: Record<string, string>): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}
