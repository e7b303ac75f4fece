import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPermitPublished } from '../src/modules/exams/exams.service';
import { PERMIT_PAGE, renderPermitPdf } from '../src/modules/exams/permit-pdf';
import { PERMIT_RULES, PERMIT_TITLE } from '../src/modules/exams/permit-texts';

const dir = mkdtempSync(path.join(tmpdir(), 'qabul-permit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** poppler-utils' pdftotext: the text a reader (and a screen reader) gets out of the PDF. */
function pdfText(file: string, ...args: string[]) {
  try {
    return execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('pdftotext is missing: install poppler-utils (apt-get install -y poppler-utils)');
    }
    throw error;
  }
}

const permit = {
  fullName: "O'RINBOEV ALISHER BAXTIYOR O`G`LI",
  educationFaculty: { name: 'Iqtisodiyot (tarmoqlar va sohalar boʻyicha)' },
  day1: '20.07.2026',
  smena1: '2',
  floor2: 'login-7731',
  day2: 'Pw-93x1',
  passportNumber: 'AA 1234567',
  branch: 'Chilonzor',
  academicYear: '2027-2028',
};

/** A university as its settings file gives it (docs/settings.md). */
const place = {
  name: {
    uz: 'Samarqand davlat universiteti',
    ru: 'Самаркандский государственный университет',
    en: 'Samarkand State University',
  },
  address: { uz: 'Samarqand sh., Universitet xiyoboni, 15', ru: 'г. Самарканд, Университетский бульвар, 15', en: '' },
  mapUrl: 'https://maps.example.org/?q=39.65,66.96',
};

describe('the permit PDF', () => {
  it('is one A4 portrait page whose text holds the applicant, the login, the titles and the rules', async () => {
    const bytes = await renderPermitPdf(permit, place);
    const file = path.join(dir, 'permit.pdf');
    writeFileSync(file, bytes);
    if (process.env.PERMIT_PDF_OUT) writeFileSync(process.env.PERMIT_PDF_OUT, bytes);

    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(new RegExp(`Page size:\\s+${PERMIT_PAGE.width} x ${PERMIT_PAGE.height} pts \\(A4\\)`));
    expect(info).toMatch(/Title:\s+O'RINBOEV ALISHER BAXTIYOR O`G`LI\n/);

    const text = pdfText(file).replace(/\s+/g, ' ');
    for (const value of [permit.fullName, permit.floor2, permit.day2, permit.passportNumber, permit.branch]) {
      expect(text).toContain(value);
    }
    expect(text).toContain('20.07.2026, 2-smena');
    for (const title of PERMIT_TITLE) expect(text).toContain(title);
    for (const line of ['2027-2028 oʻquv yili', '2027-2028 учебный год', 'Academic year 2027-2028']) {
      expect(text).toContain(line);
    }
    // Cyrillic and Uzbek Latin with the modifier letter turned comma (oʻ, gʻ) survive as text, not as boxes.
    expect(text).toContain('Документ о регистрации на вступительный экзамен');
    expect(text).toContain('С экзамена удаляются:');
    expect(text).toMatch(/oʻ/);
    expect(text).toMatch(/gʻ/);
    expect(text).toContain(permit.educationFaculty.name);
    // Every rule of spec §2 in every language.
    for (const rules of PERMIT_RULES) {
      for (const item of [...rules.notAdmittedItems, ...rules.removedItems]) expect(text).toContain(item);
    }
    // The university of the settings: its name, the exam's address in each language it has, the map's QR code.
    expect(text).toContain('Samarqand davlat universiteti');
    expect(text).toContain('Samarqand sh., Universitet xiyoboni, 15');
    expect(text).toContain('г. Самарканд, Университетский бульвар, 15');
    expect(text).not.toContain('Toshkent');
  });

  it('leaves out what the settings do not give: no name, no address, no map', async () => {
    const file = path.join(dir, 'bare.pdf');
    writeFileSync(file, await renderPermitPdf(permit, {}));
    const text = pdfText(file).replace(/\s+/g, ' ');
    expect(text).toContain(permit.fullName);
    expect(text).not.toContain('Samarqand');
    expect(text).not.toMatch(/Manzil|Адрес|Address/);
  });

  it('prints a shift imported as text as it is, and a bare number as "N-smena"', async () => {
    const file = path.join(dir, 'shift.pdf');
    writeFileSync(file, await renderPermitPdf({ ...permit, smena1: '1-smena 09:00' }, place));
    const text = pdfText(file).replace(/\s+/g, ' ');
    expect(text).toContain('20.07.2026, 1-smena 09:00');
    expect(text).not.toContain('09:00-smena');
  });

  it('prints the room and the start time when the schedule gives them, and no such rows otherwise', async () => {
    const file = path.join(dir, 'room.pdf');
    writeFileSync(file, await renderPermitPdf({ ...permit, room: '2-bino, 204-xona', time: '09:30' }, place));
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
    const text = pdfText(file).replace(/\s+/g, ' ');
    expect(text).toContain('Xona / Аудитория / Room 2-bino, 204-xona');
    expect(text).toContain('Boshlanish vaqti / Время начала / Start time 09:30');
    expect(text).toContain('Filial / Филиал / Branch Chilonzor');

    const bare = path.join(dir, 'no-room.pdf');
    writeFileSync(bare, await renderPermitPdf({ ...permit, branch: '' }, place));
    const bareText = pdfText(bare).replace(/\s+/g, ' ');
    expect(bareText).not.toMatch(/Xona|Boshlanish vaqti|Filial/);
  });

  it('uses fonts embedded in the file (no reader substitutes glyphs)', async () => {
    const file = path.join(dir, 'fonts.pdf');
    writeFileSync(file, await renderPermitPdf(permit, place));
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const line of fonts) {
      expect(line).toMatch(/DejaVuSans/);
      // Columns "emb sub uni": embedded, and with a Unicode map so the text can be copied and searched.
      expect(line).toMatch(/\byes\s+(yes|no)\s+yes\b/);
    }
  });
});

describe('permit publication (spec §9: 3 days before the exam, Tashkent time)', () => {
  it('opens at midnight in Tashkent three days before the exam day', () => {
    // Exam on 20 July: published from 17 July 00:00 in Tashkent, which is 16 July 19:00 UTC.
    expect(isPermitPublished('2026-07-20', new Date('2026-07-16T18:59:59Z'))).toBe(false);
    expect(isPermitPublished('2026-07-20', new Date('2026-07-16T19:00:00Z'))).toBe(true);
    expect(isPermitPublished('2026-07-20', new Date('2026-07-21T10:00:00Z'))).toBe(true);
    expect(isPermitPublished('2026-03-01', new Date('2026-02-25T19:00:00Z'))).toBe(true);
    expect(isPermitPublished('2026-03-01', new Date('2026-02-25T18:00:00Z'))).toBe(false);
  });
});
