import { InFlight } from './in-flight';

describe('InFlight', () => {
  it('callers of the same key while the work runs share one run', async () => {
    const work = jest.fn(async () => 'answer');
    const shared = new InFlight<string>();
    const answers = await Promise.all([shared.run('k', work), shared.run('k', work), shared.run('k', work)]);
    expect(answers).toEqual(['answer', 'answer', 'answer']);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('different keys run apart, and a settled key runs again (nothing is kept)', async () => {
    const shared = new InFlight<string>();
    const work = jest.fn(async () => 'x');
    await Promise.all([shared.run('a', work), shared.run('b', work)]);
    await shared.run('a', work);
    expect(work).toHaveBeenCalledTimes(3);
  });

  it('a failure reaches every joined caller and is not remembered', async () => {
    const shared = new InFlight<string>();
    const failing = jest.fn(async () => {
      throw new Error('boom');
    });
    const results = await Promise.allSettled([shared.run('k', failing), shared.run('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(shared.run('k', async () => 'recovered')).resolves.toBe('recovered');
  });

  it('work that throws before returning a promise is a rejection, not a throw', async () => {
    const shared = new InFlight<string>();
    await expect(
      shared.run('k', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
  });
});
