import { Module } from '@nestjs/common';
import { DevIdentityProvider } from './dev-identity-provider';

/**
 * The in-process development staff identity provider at /idp (AppModule imports it only when
 * usesDevIdentityProvider says so: no OIDC_ISSUER, and not production unless OIDC_DEV_PROVIDER=true).
 */
@Module({
  providers: [DevIdentityProvider],
  exports: [DevIdentityProvider],
})
export class DevIdentityProviderModule {}
