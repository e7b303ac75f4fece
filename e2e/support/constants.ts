/** The port and super admin of the browser-test server (playwright.config.ts starts it); E2E_PORT moves it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_ADMIN = { phone: '998901112233', password: 'Admin-pass-2026' } as const;
/** The port of the browser tests' SMTP server (support/mail-sink.ts): two above the portal's pair of servers. */
export const E2E_MAIL_PORT = E2E_PORT + 2;
