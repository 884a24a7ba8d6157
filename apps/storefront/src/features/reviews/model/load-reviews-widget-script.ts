import {
  REVIEWS_WIDGET_GLOBAL,
  REVIEWS_WIDGET_READY_EVENT,
  type ReviewsWidgetApi,
} from './reviews-widget-contract';

/** The script element's marker: the consent registry's removeOnDecline finds and removes it. */
export const REVIEWS_WIDGET_SCRIPT_ATTRIBUTE = 'data-reviews-widget-script';

const loads = new Map<string, Promise<ReviewsWidgetApi>>();

/**
 * The default way the seam loads the widget: one `<script type="module">` for the address (later
 * calls share it), answering the API the script publishes. A script that fails to load is
 * forgotten, so a later mount tries again. Only called once functional consent is given (the seam
 * decides); the consent registry may take this job over by passing its own loader to the seam.
 */
export function loadReviewsWidgetScript(src: string, doc: Document = document): Promise<ReviewsWidgetApi> {
  const win = doc.defaultView ?? window;
  const ready = win[REVIEWS_WIDGET_GLOBAL];
  if (ready) return Promise.resolve(ready);
  let load = loads.get(src);
  if (!load) {
    load = new Promise<ReviewsWidgetApi>((resolve, reject) => {
      const script = doc.createElement('script');
      script.type = 'module';
      script.src = src;
      script.setAttribute(REVIEWS_WIDGET_SCRIPT_ATTRIBUTE, '');
      script.dataset.consentCategory = 'functional';
      const onReady = () => {
        const api = win[REVIEWS_WIDGET_GLOBAL];
        if (api) resolve(api);
        else reject(new Error(`The reviews widget at ${src} did not start`));
      };
      win.addEventListener(REVIEWS_WIDGET_READY_EVENT, onReady, { once: true });
      script.addEventListener('error', () => {
        win.removeEventListener(REVIEWS_WIDGET_READY_EVENT, onReady);
        script.remove();
        loads.delete(src);
        reject(new Error(`The reviews widget could not be loaded from ${src}`));
      });
      doc.head.appendChild(script);
    });
    loads.set(src, load);
  }
  return load;
}
