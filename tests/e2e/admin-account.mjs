// The administrator of the browser tests: tests/e2e/global-setup.ts creates it (ADMIN_USERNAME / ADMIN_PASSWORD) and
// tests/e2e/admin.spec.ts signs in with it.
export const E2E_ADMIN = Object.freeze({ username: 'atelier-e2e', password: 'banc-de-puissance-e2e-2024' });
