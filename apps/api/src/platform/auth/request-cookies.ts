/**
 * The value of one cookie of a Cookie header (the first, as browsers send the most specific path
 * first), or undefined. Values are taken as sent: ours are base64url or plain text.
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    if (pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}
