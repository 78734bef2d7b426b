/** The staff account of the browser tests: created at start-up from ADMIN_USERNAME/ADMIN_PASSWORD. */
export const E2E_ADMIN = { username: 'e2e-beheerder', password: 'alleen-voor-browsertests' } as const;
