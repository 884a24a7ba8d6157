import type { StockImport } from '../../modules/stock';

type NewWarehouseRow = StockImport['warehouses'][number];
type NewWarehouseCoverageRow = StockImport['coverage'][number];
type DeliveryDestination = NewWarehouseCoverageRow['destination'];

/** Five distribution centres, one per region of the continental US; the western one also ships to AK and HI. */
export const SEED_WAREHOUSES: NewWarehouseRow[] = [
  {
    code: 'LEH',
    name: 'Lehigh Valley Distribution Center',
    city: 'Bethlehem',
    state: 'PA',
    zip: '18015',
    timeZone: 'America/New_York',
    cutoffHour: 14,
    processingDays: 1,
  },
  {
    code: 'ATL',
    name: 'Atlanta South Distribution Center',
    city: 'McDonough',
    state: 'GA',
    zip: '30253',
    timeZone: 'America/New_York',
    cutoffHour: 14,
    processingDays: 1,
  },
  {
    code: 'CHI',
    name: 'Chicagoland Distribution Center',
    city: 'Joliet',
    state: 'IL',
    zip: '60436',
    timeZone: 'America/Chicago',
    cutoffHour: 15,
    processingDays: 1,
  },
  {
    code: 'DEN',
    name: 'Denver Distribution Center',
    city: 'Denver',
    state: 'CO',
    zip: '80239',
    timeZone: 'America/Denver',
    cutoffHour: 14,
    processingDays: 1,
  },
  {
    code: 'ONT',
    name: 'Inland Empire Distribution Center',
    city: 'Ontario',
    state: 'CA',
    zip: '91761',
    timeZone: 'America/Los_Angeles',
    cutoffHour: 13,
    processingDays: 1,
  },
];

/** [warehouse, first ZIP, last ZIP, home-delivery transit business days]. */
type HomeLane = [string, string, string, number];

/**
 * Home delivery lanes. ZIPs 00001-00999 (IRS and Puerto Rico blocks) and 96200-96699 (military
 * mail) are deliberately not served. Nearer lanes take fewer days.
 */
const HOME_LANES: HomeLane[] = [
  ['LEH', '01000', '06999', 3],
  ['LEH', '07000', '19999', 2],
  ['LEH', '20000', '26999', 2],
  ['ATL', '27000', '31999', 2],
  ['ATL', '32000', '34999', 3],
  ['ATL', '35000', '39999', 2],
  ['CHI', '40000', '56999', 2],
  ['CHI', '57000', '59999', 3],
  ['CHI', '60000', '69999', 2],
  ['CHI', '70000', '72999', 3],
  ['DEN', '73000', '79999', 3],
  ['DEN', '80000', '81699', 1],
  ['DEN', '81700', '83899', 2],
  ['DEN', '83900', '84799', 2],
  ['DEN', '84800', '86999', 3],
  ['DEN', '87000', '88599', 2],
  ['DEN', '88600', '89999', 3],
  ['ONT', '90000', '96199', 2],
  ['ONT', '96700', '96999', 5],
  ['ONT', '97000', '99499', 3],
  ['ONT', '99500', '99999', 5],
];

/** Alaska and Hawaii (96700-96999, 99500-99999) take home delivery only; clinic freight does not go there. */
function isClinicLane([, from]: HomeLane): boolean {
  return from !== '96700' && from !== '99500';
}

/** Clinic orders travel as consolidated freight: one business day more than a parcel home. */
const CLINIC_EXTRA_TRANSIT_DAYS = 1;

function coverageRow(
  [warehouseCode, zipFrom, zipTo, transitDays]: HomeLane,
  destination: DeliveryDestination,
) {
  return { warehouseCode, destination, zipFrom, zipTo, transitDays };
}

export const SEED_COVERAGE: NewWarehouseCoverageRow[] = [
  ...HOME_LANES.map((lane) => coverageRow(lane, 'HOME')),
  ...HOME_LANES.filter(isClinicLane).map((lane) =>
    coverageRow([lane[0], lane[1], lane[2], lane[3] + CLINIC_EXTRA_TRANSIT_DAYS], 'CLINIC'),
  ),
];
