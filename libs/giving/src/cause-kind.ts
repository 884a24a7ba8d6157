/** A cause is a single charity (tax id) or a portfolio of charities; they load from different endpoints. */
export type CauseKind = 'charity' | 'portfolio';

/**
 * Route a cause id to the charity or portfolio lookup (SPEC §5): ids of 1-31 characters made only of
 * digits, "/" and "-" are charity tax ids; everything else, including an empty id, is a portfolio.
 */
export function causeKind(id: string): CauseKind {
  return /^[0-9/-]{1,31}$/.test(id) ? 'charity' : 'portfolio';
}

/** The stricter §3 definition: a portfolio id is exactly 32 hex characters (either case). */
export function isPortfolioId(id: string): boolean {
  return /^[0-9a-f]{32}$/i.test(id);
}
