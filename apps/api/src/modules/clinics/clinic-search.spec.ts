import { clinicSearchTypeOf } from './clinic-search';

describe('clinicSearchTypeOf', () => {
  it('keeps the type the request names', () => {
    expect(clinicSearchTypeOf('name', '80011')).toBe('name');
    expect(clinicSearchTypeOf('city', 'Denver')).toBe('city');
  });

  it('reads a term starting with a digit as a ZIP when no type is named (SPEC §5)', () => {
    expect(clinicSearchTypeOf(undefined, '800')).toBe('zip');
    expect(clinicSearchTypeOf(undefined, ' 9')).toBe('zip');
  });

  it('reads any other term as a city when no type is named', () => {
    expect(clinicSearchTypeOf(undefined, 'Aurora')).toBe('city');
    expect(clinicSearchTypeOf(undefined, 'St. Louis 2')).toBe('city');
  });
});
