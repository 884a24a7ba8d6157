/**
 * Real cities with one of their real ZIPs, two to five per state and DC, for the seeded charities'
 * addresses. Every ZIP lies in its state's prefixes and in the seeded delivery coverage
 * (giving.seed-data.spec.ts checks both), so a charity search by ZIP or city finds what the
 * shopper's own ZIP would. Some city names repeat across states (Aurora, Springfield, Portland,
 * Charleston) on purpose: a city search must then be told the state.
 */
// prettier-ignore -- one state a line reads as the table it is
export const GIVING_PLACES: Record<string, readonly (readonly [city: string, zip: string])[]> = {
  AL: [
    ['Birmingham', '35203'],
    ['Montgomery', '36104'],
    ['Mobile', '36602'],
  ],
  AK: [
    ['Anchorage', '99501'],
    ['Fairbanks', '99701'],
    ['Juneau', '99801'],
  ],
  AZ: [
    ['Phoenix', '85004'],
    ['Tucson', '85701'],
    ['Flagstaff', '86001'],
  ],
  AR: [
    ['Little Rock', '72201'],
    ['Fayetteville', '72701'],
    ['Fort Smith', '72901'],
  ],
  CA: [
    ['Los Angeles', '90012'],
    ['San Diego', '92101'],
    ['Sacramento', '95814'],
    ['San Francisco', '94102'],
    ['Fresno', '93721'],
  ],
  CO: [
    ['Denver', '80202'],
    ['Aurora', '80011'],
    ['Colorado Springs', '80903'],
    ['Boulder', '80302'],
    ['Fort Collins', '80521'],
  ],
  CT: [
    ['Hartford', '06103'],
    ['New Haven', '06510'],
    ['Stamford', '06901'],
  ],
  DE: [
    ['Wilmington', '19801'],
    ['Dover', '19901'],
  ],
  DC: [
    ['Washington', '20001'],
    ['Washington', '20009'],
  ],
  FL: [
    ['Miami', '33130'],
    ['Orlando', '32801'],
    ['Tampa', '33602'],
    ['Jacksonville', '32202'],
  ],
  GA: [
    ['Atlanta', '30303'],
    ['Savannah', '31401'],
    ['Athens', '30601'],
  ],
  HI: [
    ['Honolulu', '96813'],
    ['Hilo', '96720'],
  ],
  ID: [
    ['Boise', '83702'],
    ["Coeur d'Alene", '83814'],
    ['Idaho Falls', '83402'],
  ],
  IL: [
    ['Chicago', '60601'],
    ['Springfield', '62701'],
    ['Peoria', '61602'],
    ['Aurora', '60505'],
  ],
  IN: [
    ['Indianapolis', '46204'],
    ['Fort Wayne', '46802'],
    ['Bloomington', '47401'],
  ],
  IA: [
    ['Des Moines', '50309'],
    ['Cedar Rapids', '52401'],
    ['Iowa City', '52240'],
  ],
  KS: [
    ['Wichita', '67202'],
    ['Topeka', '66603'],
    ['Lawrence', '66044'],
  ],
  KY: [
    ['Louisville', '40202'],
    ['Lexington', '40507'],
    ['Bowling Green', '42101'],
  ],
  LA: [
    ['New Orleans', '70112'],
    ['Baton Rouge', '70801'],
    ['Shreveport', '71101'],
  ],
  ME: [
    ['Portland', '04101'],
    ['Bangor', '04401'],
  ],
  MD: [
    ['Baltimore', '21202'],
    ['Annapolis', '21401'],
    ['Frederick', '21701'],
  ],
  MA: [
    ['Boston', '02108'],
    ['Worcester', '01608'],
    ['Springfield', '01103'],
  ],
  MI: [
    ['Detroit', '48226'],
    ['Grand Rapids', '49503'],
    ['Ann Arbor', '48104'],
  ],
  MN: [
    ['Minneapolis', '55401'],
    ['Saint Paul', '55102'],
    ['Duluth', '55802'],
  ],
  MS: [
    ['Jackson', '39201'],
    ['Gulfport', '39501'],
  ],
  MO: [
    ['Kansas City', '64106'],
    ['St. Louis', '63101'],
    ['Springfield', '65806'],
  ],
  MT: [
    ['Billings', '59101'],
    ['Missoula', '59802'],
    ['Bozeman', '59715'],
  ],
  NE: [
    ['Omaha', '68102'],
    ['Lincoln', '68508'],
  ],
  NV: [
    ['Las Vegas', '89101'],
    ['Reno', '89501'],
  ],
  NH: [
    ['Manchester', '03101'],
    ['Concord', '03301'],
  ],
  NJ: [
    ['Newark', '07102'],
    ['Trenton', '08608'],
    ['Jersey City', '07302'],
  ],
  NM: [
    ['Albuquerque', '87102'],
    ['Santa Fe', '87501'],
    ['Las Cruces', '88001'],
  ],
  NY: [
    ['New York', '10001'],
    ['Buffalo', '14202'],
    ['Albany', '12207'],
    ['Rochester', '14604'],
  ],
  NC: [
    ['Charlotte', '28202'],
    ['Raleigh', '27601'],
    ['Asheville', '28801'],
  ],
  ND: [
    ['Fargo', '58102'],
    ['Bismarck', '58501'],
  ],
  OH: [
    ['Columbus', '43215'],
    ['Cleveland', '44113'],
    ['Cincinnati', '45202'],
  ],
  OK: [
    ['Oklahoma City', '73102'],
    ['Tulsa', '74103'],
  ],
  OR: [
    ['Portland', '97204'],
    ['Eugene', '97401'],
    ['Bend', '97701'],
  ],
  PA: [
    ['Philadelphia', '19107'],
    ['Pittsburgh', '15222'],
    ['Harrisburg', '17101'],
  ],
  RI: [
    ['Providence', '02903'],
    ['Newport', '02840'],
  ],
  SC: [
    ['Charleston', '29401'],
    ['Columbia', '29201'],
    ['Greenville', '29601'],
  ],
  SD: [
    ['Sioux Falls', '57104'],
    ['Rapid City', '57701'],
  ],
  TN: [
    ['Nashville', '37203'],
    ['Memphis', '38103'],
    ['Knoxville', '37902'],
  ],
  TX: [
    ['Austin', '78701'],
    ['Houston', '77002'],
    ['Dallas', '75201'],
    ['San Antonio', '78205'],
    ['El Paso', '79901'],
  ],
  UT: [
    ['Salt Lake City', '84101'],
    ['Provo', '84601'],
    ['Ogden', '84401'],
  ],
  VT: [
    ['Burlington', '05401'],
    ['Montpelier', '05602'],
  ],
  VA: [
    ['Richmond', '23219'],
    ['Norfolk', '23510'],
    ['Roanoke', '24011'],
  ],
  WA: [
    ['Seattle', '98101'],
    ['Spokane', '99201'],
    ['Tacoma', '98402'],
  ],
  WV: [
    ['Charleston', '25301'],
    ['Morgantown', '26505'],
  ],
  WI: [
    ['Milwaukee', '53202'],
    ['Madison', '53703'],
    ['Green Bay', '54301'],
  ],
  WY: [
    ['Cheyenne', '82001'],
    ['Casper', '82601'],
  ],
};
