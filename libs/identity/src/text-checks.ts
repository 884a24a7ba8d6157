/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether text fits on one line of a label or a form field: no line breaks, tabs or other controls. */
export function isSingleLineText(value: string): boolean {
  return !CONTROL_OR_BREAK.test(value);
}
