/**
 * The 50 states and DC with their USPS 3-digit ZIP prefixes, inclusive pairs. Approximate where
 * a prefix is shared (e.g. 885 El Paso goes to Texas); prefixes of territories, military mail and
 * unassigned blocks are left out, so those ZIPs have no state.
 */
export const US_STATE_ZIP_PREFIXES: readonly { code: string; name: string; prefixes: [string, string][] }[] =
  [
    { code: 'AL', name: 'Alabama', prefixes: [['350', '369']] },
    { code: 'AK', name: 'Alaska', prefixes: [['995', '999']] },
    { code: 'AZ', name: 'Arizona', prefixes: [['850', '865']] },
    { code: 'AR', name: 'Arkansas', prefixes: [['716', '729']] },
    { code: 'CA', name: 'California', prefixes: [['900', '961']] },
    { code: 'CO', name: 'Colorado', prefixes: [['800', '816']] },
    { code: 'CT', name: 'Connecticut', prefixes: [['060', '069']] },
    { code: 'DE', name: 'Delaware', prefixes: [['197', '199']] },
    {
      code: 'DC',
      name: 'District of Columbia',
      prefixes: [
        ['200', '200'],
        ['202', '205'],
        ['569', '569'],
      ],
    },
    { code: 'FL', name: 'Florida', prefixes: [['320', '349']] },
    {
      code: 'GA',
      name: 'Georgia',
      prefixes: [
        ['300', '319'],
        ['398', '399'],
      ],
    },
    { code: 'HI', name: 'Hawaii', prefixes: [['967', '968']] },
    { code: 'ID', name: 'Idaho', prefixes: [['832', '838']] },
    { code: 'IL', name: 'Illinois', prefixes: [['600', '629']] },
    { code: 'IN', name: 'Indiana', prefixes: [['460', '479']] },
    { code: 'IA', name: 'Iowa', prefixes: [['500', '528']] },
    { code: 'KS', name: 'Kansas', prefixes: [['660', '679']] },
    { code: 'KY', name: 'Kentucky', prefixes: [['400', '427']] },
    { code: 'LA', name: 'Louisiana', prefixes: [['700', '714']] },
    { code: 'ME', name: 'Maine', prefixes: [['039', '049']] },
    { code: 'MD', name: 'Maryland', prefixes: [['206', '219']] },
    {
      code: 'MA',
      name: 'Massachusetts',
      prefixes: [
        ['010', '027'],
        ['055', '055'],
      ],
    },
    { code: 'MI', name: 'Michigan', prefixes: [['480', '499']] },
    { code: 'MN', name: 'Minnesota', prefixes: [['550', '567']] },
    { code: 'MS', name: 'Mississippi', prefixes: [['386', '397']] },
    { code: 'MO', name: 'Missouri', prefixes: [['630', '658']] },
    { code: 'MT', name: 'Montana', prefixes: [['590', '599']] },
    { code: 'NE', name: 'Nebraska', prefixes: [['680', '693']] },
    { code: 'NV', name: 'Nevada', prefixes: [['889', '898']] },
    { code: 'NH', name: 'New Hampshire', prefixes: [['030', '038']] },
    { code: 'NJ', name: 'New Jersey', prefixes: [['070', '089']] },
    { code: 'NM', name: 'New Mexico', prefixes: [['870', '884']] },
    {
      code: 'NY',
      name: 'New York',
      prefixes: [
        ['005', '005'],
        ['100', '149'],
      ],
    },
    { code: 'NC', name: 'North Carolina', prefixes: [['270', '289']] },
    { code: 'ND', name: 'North Dakota', prefixes: [['580', '588']] },
    { code: 'OH', name: 'Ohio', prefixes: [['430', '459']] },
    {
      code: 'OK',
      name: 'Oklahoma',
      prefixes: [
        ['730', '732'],
        ['734', '749'],
      ],
    },
    { code: 'OR', name: 'Oregon', prefixes: [['970', '979']] },
    { code: 'PA', name: 'Pennsylvania', prefixes: [['150', '196']] },
    { code: 'RI', name: 'Rhode Island', prefixes: [['028', '029']] },
    { code: 'SC', name: 'South Carolina', prefixes: [['290', '299']] },
    { code: 'SD', name: 'South Dakota', prefixes: [['570', '577']] },
    { code: 'TN', name: 'Tennessee', prefixes: [['370', '385']] },
    {
      code: 'TX',
      name: 'Texas',
      prefixes: [
        ['733', '733'],
        ['750', '799'],
        ['885', '885'],
      ],
    },
    { code: 'UT', name: 'Utah', prefixes: [['840', '847']] },
    {
      code: 'VT',
      name: 'Vermont',
      prefixes: [
        ['050', '054'],
        ['056', '059'],
      ],
    },
    {
      code: 'VA',
      name: 'Virginia',
      prefixes: [
        ['201', '201'],
        ['220', '246'],
      ],
    },
    { code: 'WA', name: 'Washington', prefixes: [['980', '994']] },
    { code: 'WV', name: 'West Virginia', prefixes: [['247', '268']] },
    { code: 'WI', name: 'Wisconsin', prefixes: [['530', '549']] },
    { code: 'WY', name: 'Wyoming', prefixes: [['820', '831']] },
  ];

/** Rows for the state_zip_ranges table: each prefix pair widened to full 5-digit ZIPs. */
export const STATE_ZIP_RANGE_ROWS = US_STATE_ZIP_PREFIXES.flatMap(({ code, prefixes }) =>
  prefixes.map(([from, to]) => ({ stateCode: code, zipFrom: `${from}00`, zipTo: `${to}99` })),
);
