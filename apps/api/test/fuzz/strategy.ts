import type { Operation } from './openapi-operations';
import type { BuildContext } from './request-base';
import type { FuzzRequest, RequestDraft } from './request-draft';

/** One request a strategy made out of a valid one, and what it altered. */
export interface Built {
  draft: RequestDraft;
  target: string;
  variant: string;
  expect?: FuzzRequest['expect'];
}

/**
 * One kind of request: valid, boundary, or a kind of hostile input. `applies` decides from the
 * operation alone, so which kinds an operation gets never depends on the random draws.
 */
export interface Strategy {
  name: string;
  hostile: boolean;
  applies(operation: Operation): boolean;
  build(context: BuildContext, base: RequestDraft): Built;
}
