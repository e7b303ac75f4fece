/** The port and super admin of the browser-test server (playwright.config.ts starts it); E2E_PORT moves it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_ADMIN = { phone: '998901112233', password: 'Admin-pass-2026' } as const;
