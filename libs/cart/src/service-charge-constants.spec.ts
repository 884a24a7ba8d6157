import { ALASKA_HAWAII_SERVICE_CHARGE } from './service-charge-constants';

it('Alaska and Hawaii add a $4 service charge', () => {
  expect(ALASKA_HAWAII_SERVICE_CHARGE).toBe(4);
});
