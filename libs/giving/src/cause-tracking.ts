/** Sent as the tracked cause to clear the shopper's choice (the provider has no delete call). */
export const CLEAR_CAUSE = { causeId: '0', causeName: '0' } as const;

/**
 * Label for the cause analytics event: 'set' when the shopper had no cause before (none, empty, or
 * cleared with CLEAR_CAUSE), 'updated' when they replace one.
 */
export function causeEventLabel(previousCauseId: string | null | undefined): 'set' | 'updated' {
  const hadCause = !!previousCauseId && previousCauseId !== CLEAR_CAUSE.causeId;
  return hadCause ? 'updated' : 'set';
}
