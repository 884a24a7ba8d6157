import { statesThatMayBecome } from './review-status';

describe('statesThatMayBecome', () => {
  it('publishes a pending or a rejected review, never a published one again', () => {
    expect(statesThatMayBecome('published')).toEqual(['pending', 'rejected']);
  });

  it('rejects a pending or a published review, never a rejected one again', () => {
    expect(statesThatMayBecome('rejected')).toEqual(['pending', 'published']);
  });

  it('never sends a review back to pending', () => {
    expect(statesThatMayBecome('pending')).toEqual([]);
  });
});
