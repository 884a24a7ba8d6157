import { staticSecurityHeaders, type HelmetOptions } from './security-headers';

/** Security headers for every answer (API and storefront). */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** helmet's headers for HELMET_OPTIONS, worked out once (see staticSecurityHeaders). */
export const SECURITY_HEADERS = staticSecurityHeaders(HELMET_OPTIONS);
