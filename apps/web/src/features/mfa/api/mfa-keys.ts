/** Query keys of the two-factor feature: the caller's status, under `/me`. */
export const mfaKeys = { all: ['me', 'mfa'] as const, status: () => mfaKeys.all };
