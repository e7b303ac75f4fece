/** The statistics queries. Changing the language reloads the app, so translated names need no key of their own. */
export const statisticsKeys = {
  admin: (kind: string, sessionId: number | undefined) =>
    ['statistics', 'admin', kind, sessionId ?? 'default'] as const,
  publicFaculty: ['statistics', 'public', 'faculty'] as const,
};
