import type { TNotificationEvent } from './notification';

/**
 * Live status (issue 46, item 4): what the event streams `GET abiturient/events` and `GET admin/events` send. Only
 * what a page needs to know what to fetch again: ids and the event's name, never personal data.
 */

/** The stream is open and unbuffered; after a reconnection, what happened meanwhile is unknown: fetch again. */
export const LIVE_READY = 'ready';
/** Changes may have been missed (the server's database listener reconnected): fetch everything again. */
export const LIVE_RESYNC = 'resync';
/** The applicant's own application changed. */
export const LIVE_APPLICATION = 'application';
/** Staff: applications changed, gathered over a second (an exam import changes thousands at once). */
export const LIVE_APPLICATIONS = 'applications';

export interface TLiveApplicationEvent {
  applicationId: number;
  event: TNotificationEvent;
}

export interface TLiveStaffChange extends TLiveApplicationEvent {
  admissionSessionId: number | null;
}

/** `more`: further changes were left out of `changes`; a page shows fresh lists either way. */
export interface TLiveApplicationsEvent {
  changes: TLiveStaffChange[];
  more: boolean;
}
