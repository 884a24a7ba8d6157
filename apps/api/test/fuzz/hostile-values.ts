import { RawBytes, RawJson } from './request-draft';

/**
 * The hostile inputs, by kind. Each is something a client can send and a server has been seen to
 * choke on (issue 10 found several of them as 500s): the label is what a failure report shows.
 */
export interface Labelled<T> {
  label: string;
  value: T;
}

const KB = 1024;

export const NUL_STRINGS: Labelled<string>[] = [
  { label: 'NUL inside', value: 'a\u0000b' },
  { label: 'only NUL', value: '\u0000' },
  { label: 'NUL at the end', value: 'dog\u0000' },
];

export const CONTROL_STRINGS: Labelled<string>[] = [
  { label: 'C0 controls', value: '\u0001\u0002\u0008\u001b[31m' },
  { label: 'DEL and C1', value: '\u007f\u0085\u009f' },
  { label: 'CR LF', value: 'a\r\nSet-Cookie: x=1' },
  { label: 'line and paragraph separators', value: '\u2028\u2029' },
  { label: 'tab and vertical tab', value: '\t\u000b\u000c' },
  { label: 'bidi override', value: '\u202egnp.exe' },
];

export const LONE_SURROGATES: Labelled<string>[] = [
  { label: 'lone high surrogate', value: '\ud800' },
  { label: 'lone low surrogate', value: 'x\udfff' },
  { label: 'half an emoji', value: 'dog\ud83d' },
  { label: 'surrogates reversed', value: '\udc00\ud800' },
];

/** Percent-encoded bytes that are not UTF-8, for URLs. */
export const INVALID_UTF8_WIRE: Labelled<string>[] = [
  { label: '0xFF byte', value: '%FF' },
  { label: 'overlong slash', value: '%C0%AF' },
  { label: 'truncated sequence', value: 'a%E2%82' },
  { label: 'surrogate as WTF-8', value: '%ED%A0%80' },
  { label: 'beyond U+10FFFF', value: '%F4%90%80%80' },
];

/** The same, as raw bytes inside a JSON string. */
export const INVALID_UTF8_BYTES: Labelled<RawBytes>[] = [
  { label: '0xFF byte', value: new RawBytes(Buffer.from([0x61, 0xff, 0x62])) },
  { label: 'overlong slash', value: new RawBytes(Buffer.from([0xc0, 0xaf])) },
  { label: 'truncated sequence', value: new RawBytes(Buffer.from([0x61, 0xe2, 0x82])) },
  { label: 'surrogate as WTF-8', value: new RawBytes(Buffer.from([0xed, 0xa0, 0x80])) },
];

/** Built on demand: 100 KB strings need not sit in memory for the whole run. */
export function longStrings(): Labelled<string>[] {
  return [
    { label: '100 KB', value: 'a'.repeat(100 * KB) },
    { label: '60 KB (under the body limit)', value: 'b'.repeat(60 * KB) },
    { label: '20 KB of 2-byte characters', value: 'é'.repeat(10 * KB) },
    { label: '4 KB of emoji', value: '🐶'.repeat(KB) },
  ];
}

/** Numbers as query text. `refuse`: no reading of it is a decimal number, so 2xx is a failure. */
export const ODD_NUMBER_TEXT: Array<Labelled<string> & { refuse: boolean }> = [
  { label: '0x10', value: '0x10', refuse: true },
  { label: '0b11', value: '0b11', refuse: true },
  { label: '0o17', value: '0o17', refuse: true },
  { label: 'NaN', value: 'NaN', refuse: true },
  { label: 'Infinity', value: 'Infinity', refuse: true },
  { label: 'leading space', value: ' 16', refuse: true },
  { label: 'trailing garbage', value: '16abc', refuse: true },
  { label: 'digit separator', value: '1_0', refuse: true },
  { label: 'Arabic-Indic digits', value: '١٦', refuse: true },
  { label: '1e3', value: '1e3', refuse: false },
  { label: '-0', value: '-0', refuse: false },
  { label: '1e308', value: '1e308', refuse: false },
  { label: '2^53+1', value: '9007199254740993', refuse: false },
  { label: '-1e308', value: '-1e308', refuse: false },
  { label: '1e-400', value: '1e-400', refuse: false },
];

/** Numbers as raw JSON, which JSON.stringify could not produce. */
export const ODD_NUMBER_JSON: Labelled<RawJson>[] = [
  { label: '1e308', value: new RawJson('1e308') },
  { label: '1e400 (Infinity once parsed)', value: new RawJson('1e400') },
  { label: '-0', value: new RawJson('-0') },
  { label: '2^53+1', value: new RawJson('9007199254740993') },
  { label: '1E2', value: new RawJson('1E2') },
  { label: '-1', value: new RawJson('-1') },
  { label: '0.1e1', value: new RawJson('0.1e1') },
  { label: '1e-400', value: new RawJson('1e-400') },
];

export const DEEP_LEVELS = 5000;

/** Deep nesting as text: building it as a value would overflow our own serialiser's callers. */
export function deepArrayText(levels = DEEP_LEVELS): string {
  return '['.repeat(levels) + ']'.repeat(levels);
}

export function deepObjectText(levels = DEEP_LEVELS): string {
  return '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
}

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
];

/** Query names that ask a parser to build objects (qs style) or touch the prototype. */
export const PROTOTYPE_QUERY_NAMES = [
  ...PROTOTYPE_KEYS,
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  '__defineGetter__',
];

export const MALFORMED_PERCENT: Labelled<string>[] = [
  { label: 'lone %', value: '%' },
  { label: '%zz', value: '%zz' },
  { label: 'truncated %E0%A4%A', value: '%E0%A4%A' },
  { label: 'double %%32%30', value: '%%32%30' },
  { label: '%u0041 (not a URL escape)', value: '%u0041' },
];
