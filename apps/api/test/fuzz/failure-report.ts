import type { FuzzRequest } from './request-draft';
import { decode, type Finding, type FuzzResponse } from './response-check';

export interface FuzzFailure extends Finding {
  request: FuzzRequest;
  response?: FuzzResponse;
}

/** Failures of one kind: same operation, problem, altered input and answer; variants counted. */
export interface FailureGroup {
  key: string;
  count: number;
  variants: Map<string, number>;
  first: FuzzFailure;
}

export interface RunFacts {
  seed: string;
  requests: number;
  /** How the requests were sent, e.g. 'in-process (app.inject)' or 'HTTP to http://127.0.0.1:3000'. */
  transport: string;
}

/** The shared error body's code, when the answer has one. */
function errorCode(response: FuzzResponse | undefined): string {
  if (!response || response.status < 400) return '';
  try {
    const code = (JSON.parse(decode(response).toString('utf8')) as { code?: unknown }).code;
    return typeof code === 'string' ? code : '';
  } catch {
    return '';
  }
}

const answerOf = (failure: FuzzFailure) =>
  failure.response ? `${failure.response.status} ${errorCode(failure.response)}`.trim() : 'no answer';

/** Schema and content-type mismatches are about the answer, whatever input led to it. */
const aboutTheAnswer = (failure: FuzzFailure) =>
  failure.problem === 'response does not match its schema' || failure.problem === 'undocumented content type';

/**
 * One line per kind of failure, so a bug that 100 requests hit reads as one line with a count:
 * by operation, problem, kind of input and where it went, and the answer; the exact values
 * (variants) are counted inside the line.
 */
export function groupFailures(failures: readonly FuzzFailure[]): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  for (const failure of failures) {
    const { request } = failure;
    const cause = aboutTheAnswer(failure) ? failure.detail : `${request.strategy} in ${request.target}`;
    const key = `${failure.problem}: ${request.operationId} · ${cause} → ${answerOf(failure)}`;
    const group = groups.get(key) ?? { key, count: 0, variants: new Map<string, number>(), first: failure };
    group.count += 1;
    group.variants.set(request.variant, (group.variants.get(request.variant) ?? 0) + 1);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The same failures by cause across operations (problem, kind of input, answer), so one bug in
 * shared code that every operation shows reads as one line.
 */
export function summarise(failures: readonly FuzzFailure[]): string[] {
  const causes = new Map<string, { count: number; operations: Set<string> }>();
  for (const failure of failures) {
    const cause = aboutTheAnswer(failure) ? failure.detail : failure.request.strategy;
    const key = `${failure.problem} · ${cause} → ${answerOf(failure)}`;
    const entry = causes.get(key) ?? { count: 0, operations: new Set<string>() };
    entry.count += 1;
    entry.operations.add(failure.request.operationId);
    causes.set(key, entry);
  }
  return [...causes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, { count, operations }]) =>
        `${key}  ×${count} in ${operations.size} operations: ${[...operations].join(', ')}`,
    );
}

const PREVIEW_BYTES = 300;

/** Control characters, separators and lone surrogates as \uXXXX, so a report line shows them. */
const INVISIBLE = new RegExp(
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  '[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202e]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]',
  'g',
);

export function escapeInvisible(text: string): string {
  return text.replace(INVISIBLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Printable preview of bytes: text with escapes for what is not printable, else hex. */
export function preview(bytes: Buffer | undefined): string {
  if (!bytes?.length) return '(empty)';
  const head = bytes.subarray(0, PREVIEW_BYTES);
  const text = head.toString('utf8');
  const printable = text.replace(/\uFFFD/g, '').length >= text.length * 0.9;
  const shown = printable ? escapeInvisible(text) : `hex ${head.subarray(0, 64).toString('hex')}`;
  return bytes.length > head.length ? `${shown}… (${bytes.length} bytes)` : shown;
}

const shorten = (text: string, max = 400) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function answerPreview(response: FuzzResponse | undefined): string {
  if (!response) return '(no answer)';
  try {
    return preview(decode(response));
  } catch {
    return preview(response.body);
  }
}

/** The failures: a summary by cause, then each kind with the exact request that reproduces it. */
export function formatReport(failures: readonly FuzzFailure[], facts: RunFacts): string {
  const groups = groupFailures(failures);
  const lines = [
    `OpenAPI fuzz: ${failures.length} failing answers of ${facts.requests} requests, ${groups.length} kinds, ` +
      `seed ${facts.seed}, ${facts.transport}.`,
    '',
    'By cause:',
    ...summarise(failures).map((line) => `  ${line}`),
    '',
    'Each kind, with the first request that showed it:',
  ];
  groups.forEach((group, i) => {
    const { request, response, detail } = group.first;
    const variants = [...group.variants.entries()].map(([variant, n]) => `${variant} ×${n}`).join('; ');
    const headers = Object.entries(request.headers)
      .map(([name, value]) => `${name}: ${escapeInvisible(shorten(value, 80))}`)
      .join(' | ');
    lines.push(
      `${i + 1}. ${group.key}  ×${group.count}`,
      `   variants: ${shorten(variants, 300)}`,
      `   why: ${detail}`,
      `   request: ${request.method} ${shorten(request.url)}`,
      `   headers: ${headers || '(none)'}`,
      ...(request.body ? [`   body: ${preview(request.body)}`] : []),
      `   answer: ${response?.status ?? '-'} ${answerPreview(response)}`,
      `   replay: FUZZ_SEED=${facts.seed} FUZZ_OPERATION=${request.operationId} FUZZ_REQUESTS=${request.index + 1}` +
        ` (its request #${request.index}, the last one sent)`,
      '',
    );
  });
  return lines.join('\n');
}
