import type { OptionalConsentCategory } from './consent-categories';

/** SPEC §3: a registered script is loaded or removed; pending until the first decision. */
export type ConsentScriptStatus = 'pending' | 'loaded' | 'removed';

/** SPEC §3's registered-script entry: the options (with the source address) and the callbacks. */
export interface ConsentScriptOptions {
  /** One entry per id: registering it again replaces the callbacks, never loads the script twice. */
  id: string;
  /** An https: address or a path on the shop's own origin. */
  src: string;
  /** The consent it needs; functional when not said (SPEC §2: the reviews widget). */
  category?: OptionalConsentCategory;
  /** Extra attributes for the script element (`data-*`, `crossorigin`...). */
  attributes?: Readonly<Record<string, string>>;
  /** Stylesheets the script needs, added and removed with it. */
  stylesheets?: readonly string[];
  /** On decline, take its script and link elements off the page and run onRemoved. */
  removeOnDecline?: boolean;
  onApprove?: () => void;
  onDeny?: () => void;
  onBeforeLoad?: () => void;
  onLoaded?: () => void;
  onRemoved?: () => void;
}

/** What register() gives back. */
export interface RegisteredConsentScript {
  readonly id: string;
  readonly status: ConsentScriptStatus;
  /** Stops the callbacks; a loaded script stays on the page (a script cannot be unloaded). */
  unregister(): void;
}

/** What a script needs from the page: the storefront's is DOM elements marked with the id. */
export interface ScriptHost {
  insert(
    script: {
      id: string;
      src: string;
      attributes: Readonly<Record<string, string>>;
      stylesheets: readonly string[];
    },
    events: { loaded: () => void; failed: (error: unknown) => void },
  ): void;
  /** Removes every element inserted for the id (and any the script marked with it). */
  remove(id: string): void;
}

export interface ScriptRegistry {
  register(options: ConsentScriptOptions): RegisteredConsentScript;
  /**
   * The consent module's decision for a category (SPEC §4). Only a change acts: approval runs each
   * script's onApprove and loads those not on the page; a decline marks them removed, runs onDeny,
   * and takes removeOnDecline scripts off the page (onRemoved).
   */
  decide(category: OptionalConsentCategory, granted: boolean): void;
  /** The current decision for a category; undefined before the first. */
  decision(category: OptionalConsentCategory): boolean | undefined;
  scripts(): readonly RegisteredConsentScript[];
}

interface Entry {
  options: ConsentScriptOptions;
  category: OptionalConsentCategory;
  status: ConsentScriptStatus;
}

const SAFE_SOURCE = /^(https:\/\/[^\s/]+\/|\/(?!\/))\S*$/;

/**
 * The registered-script registry of SPEC §3/§4. Framework-free: the page is reached through a
 * ScriptHost, and every error (a bad entry, a callback that throws, a script that fails to load)
 * goes to `log`, never to the caller: SPEC §8, consent code errors are logged to the console only.
 */
export function createScriptRegistry(
  host: ScriptHost,
  log: (message: string, error?: unknown) => void,
): ScriptRegistry {
  const decisions: Partial<Record<OptionalConsentCategory, boolean>> = {};
  const entries = new Map<string, Entry>();
  // What is on the page, by id; outlives an entry, so a component that registers again (a remount)
  // never loads its script a second time.
  const onPage = new Map<string, 'loading' | 'loaded'>();

  const run = (entry: Entry, name: 'onApprove' | 'onDeny' | 'onBeforeLoad' | 'onLoaded' | 'onRemoved') => {
    const callback = entry.options[name];
    if (!callback) return;
    try {
      callback();
    } catch (error) {
      log(`Consent script '${entry.options.id}': ${name} failed`, error);
    }
  };

  const approve = (entry: Entry, registering: boolean) => {
    entry.status = 'loaded';
    run(entry, 'onApprove');
    const { id } = entry.options;
    const present = onPage.get(id);
    if (present === 'loaded' && registering) run(entry, 'onLoaded');
    if (present) return;
    run(entry, 'onBeforeLoad');
    onPage.set(id, 'loading');
    try {
      host.insert(
        {
          id,
          src: entry.options.src,
          attributes: entry.options.attributes ?? {},
          stylesheets: entry.options.stylesheets ?? [],
        },
        {
          loaded: () => {
            if (onPage.get(id) !== 'loading') return;
            onPage.set(id, 'loaded');
            const current = entries.get(id);
            if (current) run(current, 'onLoaded');
          },
          failed: (error) => log(`Consent script '${id}' failed to load from ${entry.options.src}`, error),
        },
      );
    } catch (error) {
      onPage.delete(id);
      log(`Consent script '${id}' could not be added to the page`, error);
    }
  };

  const deny = (entry: Entry) => {
    entry.status = 'removed';
    run(entry, 'onDeny');
    const { id } = entry.options;
    if (!entry.options.removeOnDecline || !onPage.has(id)) return;
    onPage.delete(id);
    try {
      host.remove(id);
    } catch (error) {
      log(`Consent script '${id}' could not be removed from the page`, error);
    }
    run(entry, 'onRemoved');
  };

  const handleOf = (entry: Entry | null, id: string): RegisteredConsentScript => ({
    id,
    get status() {
      return entry?.status ?? 'removed';
    },
    unregister() {
      if (entry && entries.get(id) === entry) entries.delete(id);
    },
  });

  return {
    register(options) {
      const problem = invalidOptions(options);
      if (problem) {
        log(`Consent script not registered: ${problem}`);
        return handleOf(null, typeof options?.id === 'string' ? options.id : '');
      }
      const entry: Entry = { options, category: options.category ?? 'functional', status: 'pending' };
      entries.set(options.id, entry);
      const granted = decisions[entry.category];
      if (granted === true) approve(entry, true);
      else if (granted === false) deny(entry);
      return handleOf(entry, options.id);
    },
    decide(category, granted) {
      if (decisions[category] === granted) return;
      decisions[category] = granted;
      for (const entry of [...entries.values()]) {
        if (entry.category !== category) continue;
        if (granted) approve(entry, false);
        else deny(entry);
      }
    },
    decision: (category) => decisions[category],
    scripts: () => [...entries.values()].map((entry) => handleOf(entry, entry.options.id)),
  };
}

function invalidOptions(options: ConsentScriptOptions | undefined): string | null {
  if (!options || typeof options.id !== 'string' || !/^[\w-]{1,64}$/.test(options.id))
    return 'the id must be 1-64 letters, digits, _ or -';
  if (typeof options.src !== 'string' || options.src.length > 2048 || !SAFE_SOURCE.test(options.src))
    return `'${options.id}' needs an https: address or a path on this site`;
  if (
    options.category !== undefined &&
    options.category !== 'functional' &&
    options.category !== 'advertising'
  )
    return `'${options.id}' has an unknown category`;
  return null;
}
