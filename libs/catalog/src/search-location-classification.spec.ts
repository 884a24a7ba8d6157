import { classifySearchLocation } from './search-location-classification';

describe('classifySearchLocation', () => {
  it.each([
    ['80011', 'zip'],
    ['8', 'zip'],
    ['0 Main', 'zip'],
    ['9abc', 'zip'],
    [' 80011', 'zip'],
    ['Denver', 'city'],
    ['D80011', 'city'],
    ['', 'city'],
    ['   ', 'city'],
    ['-80011', 'city'],
  ])('classifySearchLocation(%p) is %p', (entry, expected) => {
    expect(classifySearchLocation(entry)).toBe(expected);
  });
});
