export class ContentLinkDto {
  label!: string;
  /** A storefront path ('/faq') or an absolute URL. */
  url!: string;
  /** True for an absolute http(s) URL: open it as a normal link, not through the storefront router. */
  external!: boolean;
}

export class ContentImageDto {
  /** A /content-assets/ path (served through the image optimisation path) or an allowed content host URL. */
  url!: string;
  /** Alternative text; empty for a purely decorative image. */
  alt!: string;
}

export class ContentButtonDto {
  text!: string;
  url!: string;
  /** True when the button opens another site. */
  external!: boolean;
}
