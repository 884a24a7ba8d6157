/** Dollars added at checkout for Alaska and Hawaii deliveries; quoted in the estimated-total note. */
export const ALASKA_HAWAII_SERVICE_CHARGE = 4;
