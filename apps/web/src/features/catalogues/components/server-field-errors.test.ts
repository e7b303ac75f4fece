import { describe, expect, it } from 'vitest';
import { fieldOfServerKey, serverFieldErrors } from './server-field-errors';

const fields = ['names.uz', 'names.ru', 'names.en', 'country', 'facultyTypes'];

describe('server field errors', () => {
  it('maps a 499 meta key to the field it belongs to', () => {
    expect(fieldOfServerKey('names.uz', fields)).toBe('names.uz');
    expect(fieldOfServerKey('country.id', fields)).toBe('country');
    expect(fieldOfServerKey('facultyTypes.0.id', fields)).toBe('facultyTypes');
    expect(fieldOfServerKey('names', fields)).toBeUndefined();
    expect(fieldOfServerKey('sortField', fields)).toBeUndefined();
  });

  it('joins the messages of one field and drops keys of no field', () => {
    expect(
      serverFieldErrors({ country: ['Required'], 'country.id': ['Not found'], sortField: ['Bad sort'] }, fields),
    ).toEqual({ country: 'Required Not found' });
  });
});
