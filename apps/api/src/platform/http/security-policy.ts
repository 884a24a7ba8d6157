import { staticSecurityHeaders, type HelmetOptions } from './security-headers';

/** What the page may load beyond its own origin: the tags and the video player the shop configured. */
export interface ThirdPartySources {
  /** GTM_CONTAINER_ID is set: Google's tag scripts and their measurement endpoints. */
  googleTags: boolean;
  /** VIDEO_PLAYER_BASE_URL's origin, framed by content pages' video blocks. */
  videoPlayerOrigin: string | null;
}

/**
 * Google Tag Manager with GA4 and Google Ads tags, as Google's CSP guide lists them. Allowed only
 * when a container is configured; the storefront still loads it only after consent.
 */
const GOOGLE_TAGS = {
  script: ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://www.google.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
  ],
  img: [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
  ],
  frame: ['https://*.doubleclick.net', 'https://www.googletagmanager.com'],
};

/** Security headers for every answer (API and storefront), allowing the configured third parties. */
export function helmetOptions(sources: ThirdPartySources): HelmetOptions {
  const tags = sources.googleTags ? GOOGLE_TAGS : { script: [], connect: [], img: [], frame: [] };
  const video = sources.videoPlayerOrigin ? [sources.videoPlayerOrigin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tags.img],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...tags.script],
        connectSrc: ["'self'", ...tags.connect],
        frameSrc: ["'self'", ...video, ...tags.frame],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/** The headers with no third party allowed: answers written before the configuration is read. */
export const HELMET_OPTIONS: HelmetOptions = helmetOptions({ googleTags: false, videoPlayerOrigin: null });

/** helmet's headers for HELMET_OPTIONS, worked out once (see staticSecurityHeaders). */
export const SECURITY_HEADERS = staticSecurityHeaders(HELMET_OPTIONS);

/** helmet's headers for the configured third parties, worked out once at start-up. */
export function securityHeadersFor(sources: ThirdPartySources): Readonly<Record<string, string>> {
  return staticSecurityHeaders(helmetOptions(sources));
}
