import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { SessionAuthenticator } from './session-authenticator';
import { SessionGuard } from './session.guard';
import { StaffMembersOnlyGuard } from './staff-members-only.decorator';
import { StaffSiteAccess } from './staff-site-access';

/**
 * Authentication for every module (@SignedIn, @CurrentCaller, @StaffMembersOnly, StaffSiteAccess),
 * global so a module guards its handlers without importing the module that stores sessions.
 */
@Module({})
export class AuthModule {
  /**
   * The composition root names the module that provides SESSION_RESOLVER (identity): the
   * platform never imports a module, and a test app may pass another.
   */
  static forRoot(sessions: NonNullable<ModuleMetadata['imports']>[number]): DynamicModule {
    const shared = [SessionAuthenticator, SessionGuard, StaffSiteAccess, StaffMembersOnlyGuard];
    return {
      module: AuthModule,
      global: true,
      imports: [sessions],
      providers: shared,
      exports: shared,
    };
  }
}
