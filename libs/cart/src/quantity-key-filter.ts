const EDITING_KEYS: ReadonlySet<string> = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'Enter',
]);

/**
 * Use in the card quantity field's keydown handler so only whole numbers can be typed. SPEC §5 says
 * "only digit keys are accepted"; we also let the editing and navigation keys through (Backspace,
 * Delete, Tab, ArrowLeft, ArrowRight, Home, End, Enter), because without them the field could not be
 * corrected, left by keyboard or submitted. Signs, dots, exponents and letters are refused. Keyboard
 * shortcuts with Ctrl/Meta (copy, paste) are the caller's to allow; pasted text is cleaned on blur.
 * `key` is a `KeyboardEvent.key` value.
 */
export function isQuantityKeyAllowed(key: string): boolean {
  return /^[0-9]$/.test(key) || EDITING_KEYS.has(key);
}
