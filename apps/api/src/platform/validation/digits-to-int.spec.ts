import { plainToInstance } from 'class-transformer';
import { DigitsToInt } from './digits-to-int';

class Query {
  @DigitsToInt()
  limit?: unknown;
}

describe('DigitsToInt', () => {
  it.each([
    ['16', 16],
    ['0006', 6],
    ['0', 0],
  ])('reads %p as %p', (text, number) => {
    expect(plainToInstance(Query, { limit: text }).limit).toBe(number);
  });

  it.each(['0x10', '1e3', '1.0', ' 12', '', '-1', '1234567890', 'NaN'])('leaves %p a string', (text) => {
    expect(plainToInstance(Query, { limit: text }).limit).toBe(text);
  });

  it('leaves a JSON number as it is', () => {
    expect(plainToInstance(Query, { limit: 7 }).limit).toBe(7);
  });
});
