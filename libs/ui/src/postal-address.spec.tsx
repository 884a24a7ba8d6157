import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostalAddress } from './postal-address';

describe('PostalAddress', () => {
  it('prints street, city line and phone, leaving out the lines an address does not have', () => {
    const { container, rerender } = render(
      <PostalAddress
        address={{
          address1: '1 Main St',
          address2: 'Suite 2',
          city: 'Aurora',
          provinceCode: 'CO',
          zip: '80011',
          phone: '303-555-0100',
        }}
      />,
    );
    expect(container.querySelector('address')?.textContent).toBe(
      '1 Main StSuite 2Aurora, CO 80011303-555-0100',
    );
    rerender(
      <PostalAddress address={{ address1: '1 Main St', city: 'Aurora', provinceCode: 'CO', zip: '80011' }} />,
    );
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.querySelector('address')?.textContent).toBe('1 Main StAurora, CO 80011');
  });
});
