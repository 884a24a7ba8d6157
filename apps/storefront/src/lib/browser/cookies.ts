/** The raw (decoded) value of a cookie, or null when the browser has none by that name. */
export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (entry === undefined) return null;
  const raw = entry.slice(prefix.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Sets a cookie for the whole site. The value is percent-encoded except for ':', which is legal in
 * a cookie, so SPEC §3 values read as SPEC spells them ('80011::HOME').
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const encoded = encodeURIComponent(value).replace(/%3A/gi, ':');
  document.cookie = `${name}=${encoded}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}
