import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('filenameFromDisposition', () => {
  it('reads a quoted file name', () => {
    expect(filenameFromDisposition('attachment; filename="accepted_application_23.11.2026.xlsx"')).toBe(
      'accepted_application_23.11.2026.xlsx',
    );
  });

  it('reads an unquoted file name', () => {
    expect(filenameFromDisposition('attachment; filename=exam_applications_01.07.2026.xlsx')).toBe(
      'exam_applications_01.07.2026.xlsx',
    );
  });

  it('prefers the UTF-8 name over the plain one', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="a.xlsx"; filename*=UTF-8''%D0%B7%D0%B0%D1%8F%D0%B2%D0%BA%D0%B8.xlsx`,
      ),
    ).toBe('заявки.xlsx');
  });

  it('falls back to the plain name when the encoded one is malformed', () => {
    expect(filenameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%E0%A4%A.xlsx`)).toBe('a.xlsx');
  });

  it('answers null without a header or a name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
