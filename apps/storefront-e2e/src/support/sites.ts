/** The staff-feeding site is the same server reached as staff.localhost (Chromium maps *.localhost to loopback). */
export function staffUrl(baseURL: string | undefined, path = '/'): string {
  const url = new URL(path, baseURL);
  url.hostname = `staff.${url.hostname}`;
  return url.toString();
}
