import { isPageType, pageTypeFor, shouldClearSavedFilters, type PageType } from '@shop/catalog';

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

// Storage can be unavailable (private mode, quota, disabled): the shop then simply forgets.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the state is a convenience, never required.
  }
}

function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isLink(value: unknown): value is { label: string; href: string } {
  return isObject(value) && typeof value.label === 'string' && typeof value.href === 'string';
}

function isSavedFilters(value: unknown): value is SavedListFilters {
  return (
    isObject(value) &&
    typeof value.path === 'string' &&
    typeof value.query === 'string' &&
    Array.isArray(value.values) &&
    value.values.every(
      (v) =>
        isObject(v) &&
        typeof v.facet === 'string' &&
        typeof v.value === 'string' &&
        typeof v.label === 'string',
    )
  );
}

function readPageType(key: string): PageType | null {
  const value = read(key);
  return isPageType(value) ? value : null;
}

export function readPageTypes(): { previous: PageType | null; current: PageType | null } {
  return {
    previous: readPageType(NAVIGATION_STORAGE_KEYS.previousPageType),
    current: readPageType(NAVIGATION_STORAGE_KEYS.currentPageType),
  };
}

export function readLastBreadcrumbClick(): BreadcrumbClick | null {
  return readJson(NAVIGATION_STORAGE_KEYS.lastBreadcrumbClick, isLink);
}

/** Called by a breadcrumb link on click, before the router navigates. */
export function recordBreadcrumbClick(click: BreadcrumbClick): void {
  write(NAVIGATION_STORAGE_KEYS.lastBreadcrumbClick, JSON.stringify(click));
}

export function readLastSearchQuery(): string {
  return read(NAVIGATION_STORAGE_KEYS.lastSearchQuery) ?? '';
}

export function saveLastSearchQuery(query: string): void {
  const trimmed = query.trim();
  if (trimmed === readLastSearchQuery()) return;
  write(NAVIGATION_STORAGE_KEYS.lastSearchQuery, trimmed === '' ? null : trimmed);
  notify();
}

export function readSavedListFilters(): SavedListFilters | null {
  return readJson(NAVIGATION_STORAGE_KEYS.savedListFilters, isSavedFilters);
}

/** Saves (or, with no values, forgets) the filters of the listing at `path`. */
export function saveListFilters(filters: SavedListFilters): void {
  const next = filters.values.length === 0 && filters.query === '' ? null : JSON.stringify(filters);
  if (next === read(NAVIGATION_STORAGE_KEYS.savedListFilters)) return;
  write(NAVIGATION_STORAGE_KEYS.savedListFilters, next);
  notify();
}

export function readSavedCategory(): SavedCategory | null {
  return readJson(NAVIGATION_STORAGE_KEYS.savedCategory, isLink);
}

export function saveCategory(category: SavedCategory): void {
  const next = JSON.stringify({ label: category.label, href: category.href });
  if (next === read(NAVIGATION_STORAGE_KEYS.savedCategory)) return;
  write(NAVIGATION_STORAGE_KEYS.savedCategory, next);
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
    write(NAVIGATION_STORAGE_KEYS.previousPageType, stored);
    if (shouldClearSavedFilters({ previous: stored, current, breadcrumbClicked })) {
      write(NAVIGATION_STORAGE_KEYS.savedListFilters, null);
      write(NAVIGATION_STORAGE_KEYS.lastSearchQuery, null);
    }
  }
  write(NAVIGATION_STORAGE_KEYS.currentPageType, current);
  if (click !== null) write(NAVIGATION_STORAGE_KEYS.lastBreadcrumbClick, null);
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
