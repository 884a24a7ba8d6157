import type { WarehouseLookupDto } from '@shop/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { warehouseQueryOptions } from '../api/location-queries';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { errorResponse, installFakeApi } from '../../../testing/fake-api';
import { renderInRouter } from '../../../testing/render-in-router';
import { readUserLocationCookie } from '../state/user-location-store';
import { resetUserLocation, seedZipCoverage } from '../testing/location-test-state';
import { ZipPicker } from './zip-picker';

function renderPicker(globals = {}, queryClient = createTestQueryClient()) {
  seedZipCoverage(queryClient, { globals });
  return renderInRouter(<ZipPicker />, { queryClient, path: '/products' });
}

function warehouseCookie(): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('userWarehouse='))
    ?.slice('userWarehouse='.length);
}

async function submitZip(zip: string) {
  await userEvent.click(screen.getByRole('button', { name: /Deliver to/ }));
  const input = screen.getByRole('textbox', { name: 'ZIP code' });
  await userEvent.clear(input);
  if (zip) await userEvent.type(input, zip);
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
}

describe('ZipPicker', () => {
  // The warehouse look-up after a change has no API here unless a test seeds it; it only warns.
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    resetUserLocation();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('shows the guest default 80011 and writes it to the userLocation cookie on arrival', () => {
    renderPicker();
    expect(screen.getByRole('button', { name: 'Deliver to 80011' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(readUserLocationCookie()).toBe('80011::HOME');
    expect(window.localStorage.getItem('guestZip')).toBe('80011');
  });

  it.each([
    ['', 'Enter a 5-digit ZIP code.'],
    ['8020', 'Enter a 5-digit ZIP code.'],
    ['8020a', 'Enter a 5-digit ZIP code.'],
    ['99999', "Sorry, we don't deliver to 99999 yet. Please try another ZIP code."],
    ['81659', "Sorry, we don't deliver to 81659 yet. Please try another ZIP code."],
  ])('refuses "%s" with "%s" and keeps the current ZIP', async (zip, message) => {
    renderPicker();
    await submitZip(zip);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('aria-invalid', 'true');
    expect(readUserLocationCookie()).toBe('80011::HOME');
  });

  it("accepts a served ZIP (both range ends included), writes '{zip}::HOME' and closes", async () => {
    renderPicker();
    await submitZip('81658');
    expect(readUserLocationCookie()).toBe('81658::HOME');
    expect(window.localStorage.getItem('guestZip')).toBe('81658');
    expect(screen.queryByRole('textbox', { name: 'ZIP code' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Deliver to 81658' });
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Delivery ZIP code updated to 81658.');
  });

  it('accepts a zero-padded ZIP from a short range', async () => {
    renderPicker();
    await submitZip('00501');
    expect(readUserLocationCookie()).toBe('00501::HOME');
  });

  it.each(['99999', '1234', 'AB-12'])(
    'accepts "%s" when the zipBypass setting is on (SPEC §5: valid regardless)',
    async (zip) => {
      renderPicker({ zipBypass: true });
      await submitZip(zip);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(readUserLocationCookie()).toBe(`${zip}::HOME`);
      expect(screen.getByRole('button', { name: `Deliver to ${zip}` })).toBeInTheDocument();
    },
  );

  it('still refuses an empty entry with the zipBypass setting on', async () => {
    renderPicker({ zipBypass: true });
    await submitZip('');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 5-digit ZIP code.');
    expect(readUserLocationCookie()).toBe('80011::HOME');
  });

  it('takes a warehouse look-up answered 404 (a bypassed ZIP) as no warehouse, without a warning', async () => {
    document.cookie = 'userWarehouse=OLD; path=/';
    const api = installFakeApi(() => errorResponse(404, 'WAREHOUSE_NOT_FOUND'));
    try {
      renderPicker({ zipBypass: true });
      await submitZip('00000');
      await waitFor(() => expect(warehouseCookie()).toBeUndefined());
      expect(new URL(api.requests[0].url).pathname).toBe('/api/get-warehouse-by-zipcode');
      expect(warn).not.toHaveBeenCalled();
    } finally {
      api.restore();
    }
  });

  it('closes with Escape without changing anything', async () => {
    renderPicker();
    await userEvent.click(screen.getByRole('button', { name: /Deliver to/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP code' }), '2');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'ZIP code' })).not.toBeInTheDocument();
    expect(readUserLocationCookie()).toBe('80011::HOME');
  });

  it('keeps the warehouse serving the new ZIP in the userWarehouse cookie', async () => {
    const queryClient = createTestQueryClient();
    const denver: WarehouseLookupDto = {
      warehouse: { code: 'DEN', name: 'Denver', city: 'Denver', state: 'CO' },
    };
    queryClient.setQueryData(warehouseQueryOptions('80202').queryKey, denver);
    renderPicker({}, queryClient);
    await submitZip('80202');
    await waitFor(() => expect(warehouseCookie()).toBe('DEN'));
  });

  it('logs a failed warehouse look-up and clears the cookie', async () => {
    document.cookie = 'userWarehouse=OLD; path=/';
    renderPicker();
    await submitZip('80203');
    await waitFor(() => expect(warehouseCookie()).toBeUndefined());
    expect(warn).toHaveBeenCalledWith('Warehouse lookup failed', expect.anything());
  });

  describe('guest ZIP sync at navigation (SPEC §4)', () => {
    it('adopts a ZIP another tab or sign-in put in the cookie', async () => {
      window.localStorage.setItem('guestZip', '80011');
      const { router } = renderPicker();
      document.cookie = 'userLocation=80202::HOME; path=/';
      await act(() => router.navigate('/products/dog'));
      expect(window.localStorage.getItem('guestZip')).toBe('80202');
      expect(screen.getByRole('button', { name: 'Deliver to 80202' })).toBeInTheDocument();
    });

    it('writes the stored guest ZIP back when the cookie is gone', async () => {
      window.localStorage.setItem('guestZip', '80301');
      const { router } = renderPicker();
      expect(readUserLocationCookie()).toBe('80301::HOME');
      document.cookie = 'userLocation=; path=/; max-age=0';
      await act(() => router.navigate('/products/cat'));
      expect(readUserLocationCookie()).toBe('80301::HOME');
    });
  });
});
