import { DynamicModule, Module } from '@nestjs/common';
import { RouterModule } from '@nestjs/core';
import { ConfigModule } from '@nestjs/config';
import { CatalogModule } from './modules/catalog';
import { ClinicsModule } from './modules/clinics';
import { MediaModule } from './modules/media';
import { StockModule } from './modules/stock';
import { ContentModule } from './modules/content';
import { ContactModule } from './modules/contact';
import { DevIdentityProviderModule } from './dev-identity-provider/dev-identity-provider.module';
import { IdentityModule } from './modules/identity';
import { StaffModule } from './modules/staff';
import { AccountModule } from './modules/account';
import { OrdersModule } from './modules/orders';
import { ReviewsModule } from './modules/reviews';
import { StaffQuotaModule } from './modules/staff-quota';
import { GivingModule } from './modules/giving';
import { ConsentModule } from './modules/consent';
import { CartModule } from './modules/cart';
import { SubscriptionsModule } from './modules/subscriptions';
import { CheckoutModule } from './flows/checkout/checkout.module';
import { RenewalModule } from './flows/renewal/renewal.module';
import { SeedModule } from './seed/seed.module';
import { StorefrontModule } from './storefront/storefront.module';
import { AuthModule } from './platform/auth';
import { AppCacheModule } from './platform/cache/cache.module';
import { ClockModule } from './platform/clock/clock';
import type { Env } from './platform/config/env.schema';
import { usesDevIdentityProvider } from './platform/config/staff-sign-in-settings';
import { DatabaseModule } from './platform/database/database.module';
import { HealthModule } from './platform/health/health.module';
import { HttpPlatformModule } from './platform/http/http-platform.module';
import { MailModule } from './platform/mail/mail.module';
import { ManagementModule } from './platform/management/management.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { OrderEventsModule } from './platform/order-events';
import { RedisModule } from './platform/redis/redis.module';
import { AppLoggingModule } from './platform/logging/logging.module';
import { SiteModule } from './platform/site/site.module';

/**
 * Composition root, on settings validated by the caller (createApp validates process.env plus
 * its overrides, so tests and tools run an app on their own settings without touching
 * process.env).
 */
@Module({})
export class AppModule {
  static forRoot(env: Env): DynamicModule {
    return {
      module: AppModule,
      imports: [
        // The settings are loaded as configuration rather than checked through `validate`:
        // ConfigModule copies whatever `validate` returns into process.env, which would leak one
        // app's overrides (and the operator token) into every app and child process after it.
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          ignoreEnvVars: true,
          skipProcessEnv: true,
          cache: true,
          load: [() => env],
        }),
        AppLoggingModule,
        MetricsModule,
        ClockModule,
        RedisModule,
        AppCacheModule,
        DatabaseModule,
        HttpPlatformModule,
        MailModule,
        OrderEventsModule,
        SiteModule,
        HealthModule,
        ManagementModule,
        CatalogModule,
        MediaModule,
        StockModule,
        ContentModule,
        ContactModule,
        ClinicsModule,
        IdentityModule,
        // Sessions are stored by identity; every module checks them through the platform's guards.
        AuthModule.forRoot(IdentityModule),
        StaffModule,
        // The staff calls' path segment is configuration (ARCHITECTURE §3): /api/{IDENTITY_KIND}/...
        RouterModule.register([{ path: env.IDENTITY_KIND, module: StaffModule }]),
        AccountModule,
        OrdersModule,
        StaffQuotaModule,
        ConsentModule,
        SubscriptionsModule,
        CartModule,
        GivingModule,
        CheckoutModule,
        RenewalModule,
        ReviewsModule,
        SeedModule,
        ...(usesDevIdentityProvider(env) ? [DevIdentityProviderModule] : []),
        StorefrontModule,
      ],
    };
  }
}
