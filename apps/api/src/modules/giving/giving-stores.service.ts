import { Injectable } from '@nestjs/common';
import type { SiteId } from '@shop/identity';
import { Clock } from '../../platform/clock/clock';
import type { Database } from '../../platform/database/database.types';
import type { GivingStoreDto, SiteGivingStoreDto } from './dto/giving-store.dto';
import { GivingCache } from './giving-cache';
import { givingStoreNotFound } from './giving-errors';
import type { GivingImport } from './giving-import';
import { type Category, type StoreConfig, storeConfigOf } from './giving.mapper';
import { GivingStoresRepository } from './giving-stores.repository';

/**
 * The giving stores (SPEC §3 configuration): one per site, read on every giving call, so each is
 * cached (GivingCache) until an operator changes it. The store id is already normalised (SPEC §5).
 */
@Injectable()
export class GivingStoresService {
  constructor(
    private readonly repository: GivingStoresRepository,
    private readonly cache: GivingCache,
    private readonly clock: Clock,
  ) {}

  /** The store's configuration; 404 GIVING_STORE_NOT_FOUND for an id that is no store. */
  async config(storeId: string, db?: Database): Promise<StoreConfig> {
    // Inside an order's transaction the store is read on it (PGlite has one connection), uncached.
    const load = async () => {
      const rows = await this.repository.storeRows(storeId, db);
      if (!rows) throw givingStoreNotFound();
      return storeConfigOf(rows);
    };
    return db ? load() : this.cache.read(`store:${storeId}`, load);
  }

  /** SPEC §7 stores GET /cc-small/none. */
  async storeDto(storeId: string): Promise<GivingStoreDto> {
    return (await this.config(storeId)).dto;
  }

  /** The id of a site's store, or null when the site has none. */
  storeIdOfSite(site: SiteId, db?: Database): Promise<string | null> {
    if (db) return this.repository.storeIdOfSite(site, db);
    return this.cache.read(`site:${site}`, () => this.repository.storeIdOfSite(site));
  }

  /** The site's store for a page that has no store id yet; 404 when the site has none. */
  async siteStore(site: SiteId): Promise<SiteGivingStoreDto> {
    const storeId = await this.storeIdOfSite(site);
    if (!storeId) throw givingStoreNotFound();
    return { site, storeId, isActive: (await this.config(storeId)).dto.isActive };
  }

  /** An operator switches a store on or off (the staff store starts off). */
  async setActive(storeId: string, isActive: boolean): Promise<GivingStoreDto> {
    if (!(await this.repository.setActive(storeId, isActive, this.clock.now()))) throw givingStoreNotFound();
    await this.cache.bump();
    return this.storeDto(storeId);
  }

  /** The 26 categories by id, cached. */
  async categories(): Promise<Map<number, Category>> {
    const rows = await this.cache.read('categories', () => this.repository.categories());
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Seeds or imports reference data where missing (never overwrites). */
  async addMissing(data: GivingImport): Promise<number> {
    const written = await this.repository.addMissing(data);
    if (written > 0) await this.cache.bump();
    return written;
  }
}
