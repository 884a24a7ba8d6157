/** A US state (or the District of Columbia) with the USPS 3-digit ZIP prefixes it owns. */
export interface UsState {
  /** USPS code, e.g. 'CO' (the Address's provinceCode). */
  readonly code: string;
  /** Full name, e.g. 'Colorado' (the Address's province). */
  readonly name: string;
  /** Inclusive pairs of 3-digit ZIP prefixes. */
  readonly zipPrefixes: readonly (readonly [string, string])[];
}

/**
 * The 50 states and DC (SPEC §3: all of them are listed) with their USPS 3-digit ZIP prefixes, the
 * public prefix table. Approximate where a prefix is shared (885 El Paso goes to Texas); prefixes
 * of territories, military mail and unassigned blocks are left out, so those ZIPs have no state.
 * The shop ships to these only, and the stock seed builds its state look-up table from this list.
 */
export const US_STATES: readonly UsState[] = [
  { code: 'AL', name: 'Alabama', zipPrefixes: [['350', '369']] },
  { code: 'AK', name: 'Alaska', zipPrefixes: [['995', '999']] },
  { code: 'AZ', name: 'Arizona', zipPrefixes: [['850', '865']] },
  { code: 'AR', name: 'Arkansas', zipPrefixes: [['716', '729']] },
  { code: 'CA', name: 'California', zipPrefixes: [['900', '961']] },
  { code: 'CO', name: 'Colorado', zipPrefixes: [['800', '816']] },
  { code: 'CT', name: 'Connecticut', zipPrefixes: [['060', '069']] },
  { code: 'DE', name: 'Delaware', zipPrefixes: [['197', '199']] },
  {
    code: 'DC',
    name: 'District of Columbia',
    zipPrefixes: [
      ['200', '200'],
      ['202', '205'],
      ['569', '569'],
    ],
  },
  { code: 'FL', name: 'Florida', zipPrefixes: [['320', '349']] },
  {
    code: 'GA',
    name: 'Georgia',
    zipPrefixes: [
      ['300', '319'],
      ['398', '399'],
    ],
  },
  { code: 'HI', name: 'Hawaii', zipPrefixes: [['967', '968']] },
  { code: 'ID', name: 'Idaho', zipPrefixes: [['832', '838']] },
  { code: 'IL', name: 'Illinois', zipPrefixes: [['600', '629']] },
  { code: 'IN', name: 'Indiana', zipPrefixes: [['460', '479']] },
  { code: 'IA', name: 'Iowa', zipPrefixes: [['500', '528']] },
  { code: 'KS', name: 'Kansas', zipPrefixes: [['660', '679']] },
  { code: 'KY', name: 'Kentucky', zipPrefixes: [['400', '427']] },
  { code: 'LA', name: 'Louisiana', zipPrefixes: [['700', '714']] },
  { code: 'ME', name: 'Maine', zipPrefixes: [['039', '049']] },
  { code: 'MD', name: 'Maryland', zipPrefixes: [['206', '219']] },
  {
    code: 'MA',
    name: 'Massachusetts',
    zipPrefixes: [
      ['010', '027'],
      ['055', '055'],
    ],
  },
  { code: 'MI', name: 'Michigan', zipPrefixes: [['480', '499']] },
  { code: 'MN', name: 'Minnesota', zipPrefixes: [['550', '567']] },
  { code: 'MS', name: 'Mississippi', zipPrefixes: [['386', '397']] },
  { code: 'MO', name: 'Missouri', zipPrefixes: [['630', '658']] },
  { code: 'MT', name: 'Montana', zipPrefixes: [['590', '599']] },
  { code: 'NE', name: 'Nebraska', zipPrefixes: [['680', '693']] },
  { code: 'NV', name: 'Nevada', zipPrefixes: [['889', '898']] },
  { code: 'NH', name: 'New Hampshire', zipPrefixes: [['030', '038']] },
  { code: 'NJ', name: 'New Jersey', zipPrefixes: [['070', '089']] },
  { code: 'NM', name: 'New Mexico', zipPrefixes: [['870', '884']] },
  {
    code: 'NY',
    name: 'New York',
    zipPrefixes: [
      ['005', '005'],
      ['100', '149'],
    ],
  },
  { code: 'NC', name: 'North Carolina', zipPrefixes: [['270', '289']] },
  { code: 'ND', name: 'North Dakota', zipPrefixes: [['580', '588']] },
  { code: 'OH', name: 'Ohio', zipPrefixes: [['430', '459']] },
  {
    code: 'OK',
    name: 'Oklahoma',
    zipPrefixes: [
      ['730', '732'],
      ['734', '749'],
    ],
  },
  { code: 'OR', name: 'Oregon', zipPrefixes: [['970', '979']] },
  { code: 'PA', name: 'Pennsylvania', zipPrefixes: [['150', '196']] },
  { code: 'RI', name: 'Rhode Island', zipPrefixes: [['028', '029']] },
  { code: 'SC', name: 'South Carolina', zipPrefixes: [['290', '299']] },
  { code: 'SD', name: 'South Dakota', zipPrefixes: [['570', '577']] },
  { code: 'TN', name: 'Tennessee', zipPrefixes: [['370', '385']] },
  {
    code: 'TX',
    name: 'Texas',
    zipPrefixes: [
      ['733', '733'],
      ['750', '799'],
      ['885', '885'],
    ],
  },
  { code: 'UT', name: 'Utah', zipPrefixes: [['840', '847']] },
  {
    code: 'VT',
    name: 'Vermont',
    zipPrefixes: [
      ['050', '054'],
      ['056', '059'],
    ],
  },
  {
    code: 'VA',
    name: 'Virginia',
    zipPrefixes: [
      ['201', '201'],
      ['220', '246'],
    ],
  },
  { code: 'WA', name: 'Washington', zipPrefixes: [['980', '994']] },
  { code: 'WV', name: 'West Virginia', zipPrefixes: [['247', '268']] },
  { code: 'WI', name: 'Wisconsin', zipPrefixes: [['530', '549']] },
  { code: 'WY', name: 'Wyoming', zipPrefixes: [['820', '831']] },
];
