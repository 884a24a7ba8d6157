/** The hosts browsers send for the two sites (PUBLIC_ORIGINS' defaults): the Host decides the site. */
export const CONSUMER_HOST = 'localhost';
export const STAFF_HOST = 'staff.localhost';
