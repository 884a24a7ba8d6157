/** A connection URL as logs and error messages may show it: its password replaced by ***. */
export function redactedUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]*):[^@/]*@/, '$1:***@');
}
