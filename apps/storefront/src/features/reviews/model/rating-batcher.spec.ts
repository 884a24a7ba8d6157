import { describe, expect, it, vi } from 'vitest';
import { MAX_HANDLES_PER_CALL, RatingBatcher, type ProductRating } from './rating-batcher';

const rating = (handle: string): ProductRating => ({ handle, average: 4.5, count: 2 });

describe('RatingBatcher', () => {
  it('asks once for the handles of one moment, sorted and without repeats', async () => {
    const fetchRatings = vi.fn(async (handles: string[]) => handles.filter((h) => h !== 'gone').map(rating));
    const batcher = new RatingBatcher(fetchRatings);
    const answers = await Promise.all(['b', 'a', 'b', 'gone'].map((handle) => batcher.load(handle)));
    expect(fetchRatings).toHaveBeenCalledTimes(1);
    expect(fetchRatings).toHaveBeenCalledWith(['a', 'b', 'gone']);
    expect(answers).toEqual([rating('b'), rating('a'), rating('b'), null]);
  });

  it(`splits more than ${MAX_HANDLES_PER_CALL} handles into calls the API accepts`, async () => {
    const fetchRatings = vi.fn(async (handles: string[]) => handles.map(rating));
    const batcher = new RatingBatcher(fetchRatings);
    const handles = Array.from({ length: 120 }, (_, i) => `p-${String(i).padStart(3, '0')}`);
    await Promise.all(handles.map((handle) => batcher.load(handle)));
    expect(fetchRatings.mock.calls.map(([asked]) => asked.length)).toEqual([50, 50, 20]);
  });

  it('fails the cards of a failed call, and the next moment asks again', async () => {
    const fetchRatings = vi
      .fn<(handles: string[]) => Promise<ProductRating[]>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([rating('a')]);
    const batcher = new RatingBatcher(fetchRatings);
    await expect(batcher.load('a')).rejects.toThrow('down');
    await expect(batcher.load('a')).resolves.toEqual(rating('a'));
  });
});
