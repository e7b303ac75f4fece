import type { TApplication } from '@qabul/contract/application/response';
import { describe, expect, it } from 'vitest';
import { initialFormValues, type TStoredDraft } from './draft-storage';

const application = {
  id: 1,
  status: 'DRAFT',
  firstName: 'SERVER',
  lastName: 'NAME',
  birthDate: '2000-05-17',
  foreignLanguageProficiency: { id: 1, name: '' },
  score: 0,
  certificateNumber: '0',
  reviews: {},
  extraDirections: [],
  photo: '/api/v1/abiturient/application/file/PHOTO_FILE?v=1',
} as unknown as TApplication;

const stored = (pending: boolean): TStoredDraft => ({
  values: { firstName: 'LOCAL', pinfl: '1234' },
  savedAt: Date.now(),
  pending,
});

describe('initialFormValues', () => {
  it('starts from the server copy when the browser has nothing unsent', () => {
    expect(initialFormValues(application, null)).toMatchObject({ values: { firstName: 'SERVER' }, restored: false });
    expect(initialFormValues(application, stored(false))).toMatchObject({
      values: { firstName: 'SERVER', pinfl: '' },
      restored: false,
    });
  });

  it('puts unsent browser changes on top of the server copy, keeping the server files', () => {
    const { values, restored } = initialFormValues(application, stored(true));
    expect(restored).toBe(true);
    expect(values).toMatchObject({ firstName: 'LOCAL', lastName: 'NAME', pinfl: '1234', birthDate: '17.05.2000' });
    expect(values.photo).toContain('PHOTO_FILE');
  });

  it('ignores browser changes once the application is no longer editable', () => {
    const submitted = { ...application, status: 'SUBMITTED' } as TApplication;
    expect(initialFormValues(submitted, stored(true))).toMatchObject({
      values: { firstName: 'SERVER' },
      restored: false,
    });
  });

  it('never takes files or other keys from the browser copy', () => {
    const tampered = { ...stored(true), values: { photo: '/elsewhere', agreement: true } as never };
    const { values } = initialFormValues(application, tampered);
    expect(values.photo).toContain('PHOTO_FILE');
    expect(values.agreement).toBe(false);
  });
});
