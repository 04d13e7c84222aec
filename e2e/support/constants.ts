/** Several checkouts on one machine can run their journeys at once by choosing another port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3123);
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };
