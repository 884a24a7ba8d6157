import { variantGid } from './variant-gid';

describe('variantGid', () => {
  it("is the platform's global id of a variant", () => {
    expect(variantGid('0b6a2f44-8c1e-4d4b-9f57-2a7c1f0e9d11')).toBe(
      'gid://shop/ProductVariant/0b6a2f44-8c1e-4d4b-9f57-2a7c1f0e9d11',
    );
  });
});
