// Roles without zod: the web's login page reads them and must not load zod (auth.ts builds ZRole from them).
export const ADMIN_ROLES = ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'] as const;
export const ROLES = ['ABITURIENT', ...ADMIN_ROLES] as const;
export type TRole = (typeof ROLES)[number];
export type TAdminRole = (typeof ADMIN_ROLES)[number];

export function isAdminRole(role: string): role is TAdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role);
}
