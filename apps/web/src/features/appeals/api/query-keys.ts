/** The applicant's own appeal (with whether one may be sent). */
export const ownAppealKey = ['appeals', 'own'] as const;
/** The staff queue's pages and counts: an answer changes both. */
export const appealQueueKey = ['appeals', 'queue'] as const;
