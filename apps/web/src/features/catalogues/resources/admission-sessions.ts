import { type TAdmissionSessionItem, ZAdmissionSessionInput, ZAdmissionSessionItem } from '@qabul/contract/catalogue';
import { activeToggle, idColumn } from './named';
import { defineResource } from './resource';

/** Admission sessions: a plain name, three dates and two toggles (spec §2). */
export const admissionSessions = defineResource<TAdmissionSessionItem>({
  name: 'admission_sessions',
  path: 'admission-session',
  item: ZAdmissionSessionItem,
  columns: [
    idColumn,
    { field: 'name', sortField: 'name', flex: 2 },
    { field: 'startDate', sortField: 'startDate', format: 'date', width: 120 },
    { field: 'registrationEndDate', sortField: 'registrationEndDate', format: 'date', width: 140 },
    { field: 'endDate', sortField: 'endDate', format: 'date', width: 120 },
  ],
  toggles: [
    activeToggle,
    {
      field: 'regActive',
      sortField: 'regActive',
      isOn: (item) => item.regActive,
      on: 'regactivation',
      off: 'deregactivation',
    },
  ],
  fields: [
    { kind: 'text', name: 'name', required: true, maxLength: 100 },
    { kind: 'date', name: 'startDate', required: true },
    { kind: 'date', name: 'registrationEndDate', required: true },
    { kind: 'date', name: 'endDate', required: true },
  ],
  createSchema: ZAdmissionSessionInput,
  updateSchema: ZAdmissionSessionInput,
  toForm: (item) => ({
    ...(item ? { id: item.id } : {}),
    name: item?.name ?? '',
    startDate: item?.startDate ?? '',
    registrationEndDate: item?.registrationEndDate ?? '',
    endDate: item?.endDate ?? '',
  }),
});
