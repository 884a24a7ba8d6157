import { PAGE_TYPES, pageTypeFor, shouldClearSavedFilters, type PageType } from '@shop/catalog';
import { readStored, readStoredJson, readStoredText, writeStored } from '../../../lib/browser/local-storage';
import {
  storedList,
  storedOneOf,
  storedRecord,
  storedText,
  type StoredShape,
} from '../../../lib/browser/stored-shapes';

/**
 * Local-storage keys of SPEC §2's navigation state. Each value is stored on its own so another
 * tab, or a later visit, reads exactly what SPEC names: previous and current page type, the last
 * breadcrumb click, the last search query and the saved list filters (plus the category label the
 * consumer breadcrumb trail shows on product pages).
 */
export const NAVIGATION_STORAGE_KEYS = {
  previousPageType: 'previousPageType',
  currentPageType: 'currentPageType',
  lastBreadcrumbClick: 'lastBreadcrumbClick',
  lastSearchQuery: 'lastSearchQuery',
  savedListFilters: 'savedListFilters',
  savedCategory: 'savedCategory',
} as const;

/** The crumb the shopper followed last; consumed by the next page-type change. */
export interface BreadcrumbClick {
  label: string;
  href: string;
}

/** One chosen filter value with the words the staff trail shows for it. */
export interface SavedFilterValue {
  /** Query parameter, e.g. 'brand'. */
  facet: string;
  value: string;
  label: string;
}

/** The filters last applied on a listing, so returning to that listing restores them. */
export interface SavedListFilters {
  /** The listing's pathname, e.g. '/products/dog/dry-food'. */
  path: string;
  /** The listing's query string without '?', e.g. 'brand=pet-nutrition&sort=price-asc'. */
  query: string;
  values: SavedFilterValue[];
}

/** The category listing the shopper came from, for the consumer breadcrumb trail. */
export interface SavedCategory {
  label: string;
  href: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Components showing stored state (breadcrumbs) re-render when it changes in this tab. */
export function subscribeNavigationStorage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

let notifyQueued = false;

/**
 * Tells subscribers once the current render is over. trackNavigation runs while a listing renders
 * (its saved filters must be cleared before it reads them), and a listener called then would
 * update another component in the middle of that render, which React refuses.
 */
function notifyAfterRender(): void {
  if (notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    notify();
  });
}

const pageTypeShape = storedOneOf(PAGE_TYPES);

const linkShape: StoredShape<BreadcrumbClick & SavedCategory> = storedRecord({
  label: storedText,
  href: storedText,
});

const savedListFiltersShape: StoredShape<SavedListFilters> = storedRecord({
  path: storedText,
  query: storedText,
  values: storedList(storedRecord({ facet: storedText, value: storedText, label: storedText })),
});

function readPageType(key: string): PageType | null {
  return readStored(key, pageTypeShape);
}

export function readPageTypes(): { previous: PageType | null; current: PageType | null } {
  return {
    previous: readPageType(NAVIGATION_STORAGE_KEYS.previousPageType),
    current: readPageType(NAVIGATION_STORAGE_KEYS.currentPageType),
  };
}

export function readLastBreadcrumbClick(): BreadcrumbClick | null {
  return readStoredJson(NAVIGATION_STORAGE_KEYS.lastBreadcrumbClick, linkShape);
}

/** Called by a breadcrumb link on click, before the router navigates. */
export function recordBreadcrumbClick(click: BreadcrumbClick): void {
  writeStored(NAVIGATION_STORAGE_KEYS.lastBreadcrumbClick, JSON.stringify(click));
}

export function readLastSearchQuery(): string {
  return readStored(NAVIGATION_STORAGE_KEYS.lastSearchQuery, storedText) ?? '';
}

export function saveLastSearchQuery(query: string): void {
  const trimmed = query.trim();
  if (trimmed === readLastSearchQuery()) return;
  writeStored(NAVIGATION_STORAGE_KEYS.lastSearchQuery, trimmed === '' ? null : trimmed);
  notify();
}

export function readSavedListFilters(): SavedListFilters | null {
  return readStoredJson(NAVIGATION_STORAGE_KEYS.savedListFilters, savedListFiltersShape);
}

/** Saves (or, with no values, forgets) the filters of the listing at `path`. */
export function saveListFilters(filters: SavedListFilters): void {
  const next = filters.values.length === 0 && filters.query === '' ? null : JSON.stringify(filters);
  if (next === readStoredText(NAVIGATION_STORAGE_KEYS.savedListFilters)) return;
  writeStored(NAVIGATION_STORAGE_KEYS.savedListFilters, next);
  notify();
}

export function readSavedCategory(): SavedCategory | null {
  return readStoredJson(NAVIGATION_STORAGE_KEYS.savedCategory, linkShape);
}

export function saveCategory(category: SavedCategory): void {
  const next = JSON.stringify({ label: category.label, href: category.href });
  if (next === readStoredText(NAVIGATION_STORAGE_KEYS.savedCategory)) return;
  writeStored(NAVIGATION_STORAGE_KEYS.savedCategory, next);
  notify();
}

/** The part of a router location the tracker reads; `key` tells one navigation from the next. */
export interface TrackedLocation {
  key: string;
  pathname: string;
  search: string;
}

let lastTrackedKey: string | null = null;

/**
 * Records one navigation (SPEC §2): the stored current page type becomes the previous one, the new
 * page's type becomes current, and when the move is one that drops stale filters
 * (shouldClearSavedFilters) the saved search query and list filters are cleared — unless the
 * shopper got here by the breadcrumb they clicked last. The click is consumed either way.
 *
 * Idempotent per navigation (keyed by the router's location key), so a listing page can call it
 * before reading saved filters without waiting for the layout's own call, whose effect runs later.
 */
export function trackNavigation(location: TrackedLocation): PageType {
  const current = pageTypeFor(location.pathname, location.search);
  const identity = `${location.key}|${location.pathname}|${location.search}`;
  if (identity === lastTrackedKey) return current;
  lastTrackedKey = identity;

  const stored = readPageType(NAVIGATION_STORAGE_KEYS.currentPageType);
  const click = readLastBreadcrumbClick();
  const breadcrumbClicked = click !== null && pathnameOf(click.href) === location.pathname;
  if (stored !== null) {
    writeStored(NAVIGATION_STORAGE_KEYS.previousPageType, stored);
    if (shouldClearSavedFilters({ previous: stored, current, breadcrumbClicked })) {
      writeStored(NAVIGATION_STORAGE_KEYS.savedListFilters, null);
      writeStored(NAVIGATION_STORAGE_KEYS.lastSearchQuery, null);
    }
  }
  writeStored(NAVIGATION_STORAGE_KEYS.currentPageType, current);
  if (click !== null) writeStored(NAVIGATION_STORAGE_KEYS.lastBreadcrumbClick, null);
  notifyAfterRender();
  return current;
}

function pathnameOf(href: string): string {
  return new URL(href, 'http://x').pathname;
}

/** Forgets which navigation was tracked last; tests call it between cases. */
export function resetNavigationTracking(): void {
  lastTrackedKey = null;
}
