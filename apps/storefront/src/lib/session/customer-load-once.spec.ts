import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCustomerLoads, runCustomerLoadOnce } from './customer-load-once';

describe('runCustomerLoadOnce (SPEC §4 Customer load, once per signed-in session)', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('runs once per customer in this tab, and for another customer again', async () => {
    const load = vi.fn(async () => undefined);
    await runCustomerLoadOnce('gid://shop/Customer/1', load);
    await runCustomerLoadOnce('gid://shop/Customer/1', load);
    expect(load).toHaveBeenCalledTimes(1);
    await runCustomerLoadOnce('gid://shop/Customer/2', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs once when two callers start at the same time', async () => {
    const load = vi.fn(async () => undefined);
    await Promise.all([runCustomerLoadOnce('c1', load), runCustomerLoadOnce('c1', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('logs a failure without throwing and tries again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    await expect(runCustomerLoadOnce('c1', load)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Customer load failed', expect.any(Error));
    await runCustomerLoadOnce('c1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('runs again after logout forgot the marks, leaving other session storage alone', async () => {
    const load = vi.fn(async () => undefined);
    window.sessionStorage.setItem('lastPage', '/faq');
    await runCustomerLoadOnce('c1', load);
    forgetCustomerLoads();
    await runCustomerLoadOnce('c1', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(window.sessionStorage.getItem('lastPage')).toBe('/faq');
  });
});
