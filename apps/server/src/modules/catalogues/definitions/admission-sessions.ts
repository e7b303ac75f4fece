import { type TAdmissionSessionItem, ZAdmissionSessionInput, ZAdmissionSessionItem } from '@qabul/contract/catalogue';
import { and, eq, ne } from 'drizzle-orm';
import { admissionSessions } from '../../admission-sessions/admission-sessions.table';
import { type CatalogueDefinition, searchInAny } from '../catalogues.definition';

type SessionRow = typeof admissionSessions.$inferSelect;
type SessionInput = (typeof ZAdmissionSessionInput)['_zod']['output'];

/**
 * Admission sessions on the generic catalogue: no names, two flags. Only one session is active at a time:
 * activating one deactivates the others in the same transaction (the partial unique index
 * admission_sessions_one_active backs this up; a concurrent activation gets a 409).
 */
export const admissionSessionCatalogue: CatalogueDefinition<
  SessionRow,
  TAdmissionSessionItem,
  SessionInput,
  SessionInput & { id: number }
> = {
  path: 'admission-session',
  messagePrefix: 'admission_session',
  table: admissionSessions,
  item: ZAdmissionSessionItem,
  createInput: ZAdmissionSessionInput,
  updateInput: ZAdmissionSessionInput as never,
  search: searchInAny(admissionSessions.name),
  sortColumns: () => ({
    id: admissionSessions.id,
    name: admissionSessions.name,
    active: admissionSessions.active,
    regActive: admissionSessions.registrationActive,
    startDate: admissionSessions.startDate,
    endDate: admissionSessions.endDate,
    registrationEndDate: admissionSessions.registrationEndDate,
  }),
  defaultSort: 'id',
  relations: [],
  uniques: [],
  toItem: (row) => ({
    id: row.id,
    name: row.name,
    active: row.active,
    regActive: row.registrationActive,
    startDate: row.startDate,
    endDate: row.endDate,
    registrationEndDate: row.registrationEndDate,
  }),
  toValues: async (input) => ({
    name: input.name,
    startDate: input.startDate,
    endDate: input.endDate,
    registrationEndDate: input.registrationEndDate,
  }),
  toggles: {
    activation: {
      values: { active: true },
      before: async (tx, row) => {
        await tx
          .update(admissionSessions)
          .set({ active: false })
          .where(and(eq(admissionSessions.active, true), ne(admissionSessions.id, row.id)));
      },
      conflictKey: 'session_activation_conflict',
    },
    deactivation: { values: { active: false } },
    regactivation: { values: { registrationActive: true } },
    deregactivation: { values: { registrationActive: false } },
  },
};
