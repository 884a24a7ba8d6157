import { useSyncExternalStore } from 'react';
import {
  readSavedCategory,
  readSavedListFilters,
  subscribeNavigationStorage,
  type SavedCategory,
  type SavedListFilters,
} from '../state/navigation-storage';

// Snapshots must be stable between changes: cache by the raw stored text.
function cached<T>(readValue: () => T): () => T {
  let lastText: string | undefined;
  let lastValue: T;
  return () => {
    const value = readValue();
    const text = JSON.stringify(value);
    if (text !== lastText) {
      lastText = text;
      lastValue = value;
    }
    return lastValue;
  };
}

const savedFiltersSnapshot = cached(readSavedListFilters);
const savedCategorySnapshot = cached(readSavedCategory);

/** The saved list filters, re-read whenever this tab changes them. */
export function useSavedListFilters(): SavedListFilters | null {
  return useSyncExternalStore(subscribeNavigationStorage, savedFiltersSnapshot, () => null);
}

/** The category listing the consumer trail links back to from a product page. */
export function useSavedCategory(): SavedCategory | null {
  return useSyncExternalStore(subscribeNavigationStorage, savedCategorySnapshot, () => null);
}
