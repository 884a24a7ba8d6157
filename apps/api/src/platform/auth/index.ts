/**
 * Authentication as the platform offers it to every module: who the caller is, the decorators that
 * require one, and the contract (SESSION_RESOLVER) the module storing sessions fulfils.
 */
export { AuthModule } from './auth.module';
export type { Caller, CallerKind } from './caller';
export { assertNotCrossSite } from './csrf';
export { CurrentCaller } from './current-caller.decorator';
export { cookieValue } from './request-cookies';
export type { ResolvedSession } from './resolved-session';
export { SessionAuthenticator, signedOut } from './session-authenticator';
export { SESSION_RESOLVER, type SessionResolver } from './session-resolver';
export { SessionTokenBodyDto } from './session-token-body.dto';
export { SignedIn } from './signed-in.decorator';
export { StaffMembersOnly } from './staff-members-only.decorator';
export { isRegisteredStaff } from './staff-registration';
export { StaffSiteAccess, staffNotRegistered } from './staff-site-access';
