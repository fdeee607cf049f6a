// The administrator of the browser tests: scripts/e2e-server.mjs creates it (ADMIN_USERNAME / ADMIN_PASSWORD) and
// tests/e2e/admin.spec.ts signs in with it. Plain JavaScript, so the server script can import it on any Node.
export const E2E_ADMIN = Object.freeze({ username: 'atelier-e2e', password: 'banc-de-puissance-e2e-2024' });
