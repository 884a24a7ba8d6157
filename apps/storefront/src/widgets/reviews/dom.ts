/** Attributes of an element the widget makes; text only ever goes in as text. */
type Attributes = Record<string, string | boolean | undefined>;
type Child = Node | string | null | undefined | false;

/**
 * An element with attributes and children, where a string child is a text node: review text is the
 * shoppers' own, so it never becomes markup (no innerHTML anywhere in the widget).
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return element;
}

/** The message of an API refusal (the client's error, or the API's error body), else a fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const { message, body } = error as { message?: unknown; body?: { message?: unknown } };
    if (typeof body?.message === 'string') return body.message;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

/** The API's stable code of a refusal, if it has one. */
export function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, body } = error as { code?: unknown; body?: { code?: unknown } };
  if (typeof code === 'string') return code;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** The HTTP status of a refusal, if known. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  if (typeof status === 'number') return status;
  return typeof statusCode === 'number' ? statusCode : undefined;
}
