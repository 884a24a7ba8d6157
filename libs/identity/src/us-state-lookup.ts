import { US_STATES, type UsState } from './us-states';

const BY_CODE = new Map(US_STATES.map((state) => [state.code, state]));
const BY_NAME = new Map(US_STATES.map((state) => [state.name.toLowerCase(), state]));
const FIVE_DIGITS = /^[0-9]{5}$/;

/** The state (or DC) with this USPS code, exact upper case ('CO'); undefined for anything else. */
export function usStateByCode(code: string): UsState | undefined {
  return BY_CODE.get(code);
}

/** The state (or DC) with this name, any letter case, surrounding spaces ignored. */
export function usStateByName(name: string): UsState | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/**
 * The state a 5-digit ZIP belongs to by its 3-digit prefix, or undefined for a ZIP that is not
 * 5 digits or whose prefix no state owns (territories, military mail, unassigned blocks).
 */
export function usStateOfZip(zip: string): UsState | undefined {
  if (!FIVE_DIGITS.test(zip)) return undefined;
  const prefix = zip.slice(0, 3);
  return US_STATES.find((state) => state.zipPrefixes.some(([from, to]) => from <= prefix && prefix <= to));
}

/**
 * Whether a ZIP lies in the state given by its USPS code: an address whose ZIP and state disagree
 * would be routed to the wrong warehouse and taxed in the wrong state, so it is refused at entry.
 */
export function zipMatchesState(zip: string, stateCode: string): boolean {
  return usStateOfZip(zip)?.code === stateCode;
}
