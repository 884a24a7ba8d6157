import type { ScriptHost } from '@shop/consent';

/** The attribute that marks what a consent script put on the page, for removing it again. */
export const CONSENT_SCRIPT_ATTRIBUTE = 'data-consent-script';

/**
 * Consent scripts as DOM elements in `<head>`: the script (async) and its stylesheets, each marked
 * with the entry's id, so a decline removes all of them, and any element the script itself marks.
 */
export function domScriptHost(doc: Document = document): ScriptHost {
  return {
    insert(script, events) {
      for (const href of script.stylesheets) {
        const link = doc.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.setAttribute(CONSENT_SCRIPT_ATTRIBUTE, script.id);
        doc.head.append(link);
      }
      const element = doc.createElement('script');
      element.async = true;
      for (const [name, value] of Object.entries(script.attributes)) element.setAttribute(name, value);
      element.setAttribute(CONSENT_SCRIPT_ATTRIBUTE, script.id);
      element.addEventListener('load', () => events.loaded(), { once: true });
      element.addEventListener('error', () => events.failed(new Error(`Could not load ${script.src}`)), {
        once: true,
      });
      element.src = script.src;
      doc.head.append(element);
    },
    remove(id) {
      for (const element of doc.querySelectorAll(`[${CONSENT_SCRIPT_ATTRIBUTE}="${CSS.escape(id)}"]`))
        element.remove();
    },
  };
}
