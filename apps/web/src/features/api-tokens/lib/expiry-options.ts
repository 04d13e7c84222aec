/** The lifetimes the form offers, in days (the server takes any whole number from 1 to 365). */
export const EXPIRY_OPTIONS = [7, 30, 90, 365] as const;
export type ExpiryOption = (typeof EXPIRY_OPTIONS)[number];
