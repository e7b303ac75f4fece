import type { TRole } from '@qabul/contract/auth';

/** The roles each role-checking hook lets through, so the OpenAPI document can tell protected routes apart. */
const rolesByHook = new WeakMap<object, readonly TRole[]>();

export function markRoleCheck<THook extends object>(hook: THook, roles: readonly TRole[]): THook {
  rolesByHook.set(hook, roles);
  return hook;
}

/**
 * The roles a route's onRequest hooks (one, a list, or none) let through: those every role check allows (a plugin's
 * check for all staff, then the route's for the super admin); undefined for a public route.
 */
export function routeRoles(onRequest: unknown): readonly TRole[] | undefined {
  const checks = [onRequest]
    .flat()
    .map((hook) => (typeof hook === 'function' ? rolesByHook.get(hook) : undefined))
    .filter((roles) => roles !== undefined);
  if (!checks.length) return undefined;
  return checks.reduce((allowed, roles) => allowed.filter((role) => roles.includes(role)));
}
