/** A product's rating as cards show it. */
export interface ProductRating {
  handle: string;
  average: number;
  count: number;
}

/** The API's limit of handles per ratings call. */
export const MAX_HANDLES_PER_CALL = 50;

interface Waiting {
  resolve: (rating: ProductRating | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the handles asked for within one task (the cards of a grid render together) and fetches
 * them in as few calls as the limit allows, sorted, so the same grid asks the same URL (cached at
 * the HTTP edge and by the browser). A handle the answer leaves out (unknown to the catalogue) is
 * null; a failed call fails every card of it, which then show no stars.
 */
export class RatingBatcher {
  private waiting = new Map<string, Waiting[]>();
  private scheduled = false;

  constructor(
    private readonly fetchRatings: (handles: string[]) => Promise<ProductRating[]>,
    private readonly schedule: (run: () => void) => void = (run) => setTimeout(run, 0),
  ) {}

  load(handle: string): Promise<ProductRating | null> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(handle) ?? [];
      list.push({ resolve, reject });
      this.waiting.set(handle, list);
      if (!this.scheduled) {
        this.scheduled = true;
        this.schedule(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = new Map();
    this.scheduled = false;
    const handles = [...batch.keys()].sort();
    const calls: Promise<void>[] = [];
    for (let start = 0; start < handles.length; start += MAX_HANDLES_PER_CALL) {
      const slice = handles.slice(start, start + MAX_HANDLES_PER_CALL);
      calls.push(
        this.fetchRatings(slice).then(
          (ratings) => {
            const byHandle = new Map(ratings.map((rating) => [rating.handle, rating]));
            for (const handle of slice)
              for (const waiter of batch.get(handle) ?? []) waiter.resolve(byHandle.get(handle) ?? null);
          },
          (error: unknown) => {
            for (const handle of slice) for (const waiter of batch.get(handle) ?? []) waiter.reject(error);
          },
        ),
      );
    }
    await Promise.all(calls);
  }
}
