import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/lib/spreadsheet/csv';

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, CRLF or LF', () => {
    expect(parseCsv('id,note\r\n1,"a, b"\r\n2,"say ""hi"""\n3,"two\nlines"\n')).toEqual([
      ['id', 'note'],
      ['1', 'a, b'],
      ['2', 'say "hi"'],
      ['3', 'two\nlines'],
    ]);
  });

  it('drops the byte order mark and takes ";" when the header has more of them (Excel in ru/uz locales)', () => {
    expect(parseCsv('\uFEFFid;day1;note\n7;20.07.2026;"x;y"')).toEqual([
      ['id', 'day1', 'note'],
      ['7', '20.07.2026', 'x;y'],
    ]);
  });

  it('keeps empty fields and a last line without a line break', () => {
    expect(parseCsv('a,,c\n,,')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });
});
