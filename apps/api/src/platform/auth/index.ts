/**
 * Authentication as the platform offers it to every module: who the caller is, the decorators that
 * require one, and the contract (SESSION_RESOLVER) the module storing sessions fulfils.
 */
export { AuthModule } from './auth.module';
export type { Caller, CallerKind } from './caller';
export { assertNotCrossSite, csrfRefused, passesCsrfCheck } from './csrf';
export { CurrentCaller } from './current-caller.decorator';
export { cookieValue } from './request-cookies';
export type { ResolvedSession } from './resolved-session';
export { SessionAuthenticator, signedOut, type Authentication } from './session-authenticator';
export { presentedToken, type TokenSource } from './session-credentials';
export { SessionGuard, type SignedInOptions } from './session.guard';
export { SESSION_RESOLVER, type SessionResolver } from './session-resolver';
export { SessionTokenBodyDto } from './session-token-body.dto';
export { SignedIn } from './signed-in.decorator';
export { StaffMembersOnly } from './staff-members-only.decorator';
export { isRegisteredStaff, type StaffRegistrationColumns } from './staff-registration';
export { StaffSiteAccess, staffNotRegistered, type StaffSiteAccessVerdict } from './staff-site-access';
