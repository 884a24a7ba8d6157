/** The longest first or last name a customer account keeps (sign-up and update-customer). */
export const CUSTOMER_NAME_MAX_LENGTH = 100;
