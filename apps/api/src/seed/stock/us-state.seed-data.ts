import { US_STATES } from '@shop/identity';

/** The 50 states and DC (libs/identity, where addresses are checked against the same table). */
export const US_STATE_ROWS = US_STATES.map(({ code, name }) => ({ code, name }));

/** Rows for the state_zip_ranges table: each prefix pair widened to full 5-digit ZIPs. */
export const STATE_ZIP_RANGE_ROWS = US_STATES.flatMap(({ code, zipPrefixes }) =>
  zipPrefixes.map(([from, to]) => ({ stateCode: code, zipFrom: `${from}00`, zipTo: `${to}99` })),
);
