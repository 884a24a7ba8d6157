import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { CatalogModule } from './modules/catalog/catalog.module';
import { MediaModule } from './modules/media/media.module';
import { StockModule } from './modules/stock/stock.module';
import { ContentModule } from './modules/content/content.module';
import { AppCacheModule } from './platform/cache/cache.module';
import { validateEnv } from './platform/config/env.schema';
import { DatabaseModule } from './platform/database/database.module';
import { HealthModule } from './platform/health/health.module';
import { HttpPlatformModule } from './platform/http/http-platform.module';
import { AppLoggingModule } from './platform/logging/logging.module';
import { SiteModule } from './platform/site/site.module';

/**
 * Composition root. `overrides` lets tests and tools run an app on their own settings
 * (a throw-away database, a quiet log) without touching process.env.
 */
@Module({})
export class AppModule {
  static forRoot(overrides: Record<string, string> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          skipProcessEnv: true,
          cache: true,
          validate: (env) => validateEnv({ ...env, ...overrides }),
        }),
        AppLoggingModule,
        AppCacheModule,
        DatabaseModule,
        HttpPlatformModule,
        SiteModule,
        HealthModule,
        CatalogModule,
        MediaModule,
        StockModule,
        ContentModule,
      ],
    };
  }
}
