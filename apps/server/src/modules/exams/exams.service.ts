import {
  academicYearOf,
  hasPermit,
  PERMIT_PUBLISHED_DAYS_BEFORE,
  TASHKENT_UTC_OFFSET_HOURS,
  type TExamResultResponse,
  type TPermit,
  type TPermitResponse,
} from '@qabul/contract/exam';
import { nameIn, type TLocale } from '@qabul/contract/locale';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publicSettings } from '../../lib/settings';
import {
  type ExamPerson,
  findAnswerSheet,
  findExamPerson,
  findPermit,
  findResult,
  type PermitRow,
} from './exams.queries';

const HOUR_MS = 3_600_000;

/**
 * spec §9: the permit is published 3 days before the exam day, counted in Tashkent time: an exam on 20 July shows
 * from 17 July 00:00 in Tashkent (16 July 19:00 UTC).
 */
export function permitPublishedAt(examDay: string): Date {
  const [year, month, day] = examDay.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - PERMIT_PUBLISHED_DAYS_BEFORE) - TASHKENT_UTC_OFFSET_HOURS * HOUR_MS);
}

export function isPermitPublished(examDay: string, now: Date): boolean {
  return now.getTime() >= permitPublishedAt(examDay).getTime();
}

const fullName = (person: ExamPerson) =>
  [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' ');

/** ISO yyyy-mm-dd → dd.mm.yyyy (spec §9). */
const toDisplayDate = (iso: string) => iso.split('-').reverse().join('.');

function toPermit(person: ExamPerson, permit: PermitRow, locale: TLocale): TPermit {
  return {
    fullName: fullName(person),
    educationFaculty: { name: nameIn(person.faculty, locale) },
    ...(person.language && { educationLanguage: { name: nameIn(person.language, locale) } }),
    day1: toDisplayDate(permit.examDay),
    smena1: permit.shift,
    floor2: permit.login,
    day2: permit.password,
    passportNumber: person.passportNumber ?? '',
    branch: permit.branch,
    ...(permit.room && { room: permit.room }),
    ...(permit.startTime && { time: permit.startTime }),
    // An application always has its session once submitted; the exam day stands in for one that has none.
    academicYear: academicYearOf(person.registrationEndDate ?? permit.examDay),
  };
}

async function personOrNotFound(db: Db, applicationId: number) {
  const person = await findExamPerson(db, { applicationId });
  if (!person) throw new AppError('application_not_found');
  return person;
}

/** GET abiturient/exam/ruxsatnoma: only for an ACCEPTED application, and only once published; otherwise {}. */
export async function getOwnPermit(
  ctx: AppContext,
  memberId: number,
  locale: TLocale,
  now = new Date(),
): Promise<TPermitResponse> {
  const person = await findExamPerson(ctx.db, { memberId });
  if (person?.status !== 'ACCEPTED') return {};
  const permit = await findPermit(ctx.db, person.id);
  if (!permit || !isPermitPublished(permit.examDay, now)) return {};
  return toPermit(person, permit, locale);
}

/** GET admin/ruxsatnoma/{id}: staff see the permit at any time; {} when none was imported. */
export async function getPermit(ctx: AppContext, applicationId: number, locale: TLocale): Promise<TPermitResponse> {
  const person = await personOrNotFound(ctx.db, applicationId);
  const permit = await findPermit(ctx.db, applicationId);
  return permit ? toPermit(person, permit, locale) : {};
}

/**
 * The permit as a PDF; 404 where the JSON call answers {} (nothing to print). The university's name, the exam's
 * address (the office's when none is set) and the map are the settings file's (docs/settings.md).
 */
export async function renderPermit(ctx: AppContext, permit: TPermitResponse) {
  if (!hasPermit(permit)) throw new AppError('not_found');
  // pdf-lib, its fonts and the QR encoder load with the first permit, not with every server process.
  const { renderPermitPdf } = await import('./permit-pdf');
  const { contacts, university } = publicSettings(ctx.config.settings, ctx.config.seedDemo);
  const place = {
    name: university.name,
    address: university.examAddress ?? contacts.address,
    mapUrl: university.mapUrl,
  };
  return { fileName: `${permit.fullName}.pdf`, bytes: await renderPermitPdf(permit, place) };
}

async function toResult(db: Db, person: ExamPerson): Promise<TExamResultResponse> {
  const result = await findResult(db, person.id);
  if (!result) return {};
  const sheet = await findAnswerSheet(db, person.id);
  return {
    fullName: fullName(person),
    keldi: result.attended,
    result: result.result,
    actxt: result.note,
    answerId: sheet && sheet.answerId === result.answerId ? sheet.answerId : null,
    ...(result.score !== null && { score: result.score }),
  };
}

/** GET abiturient/exam/result: the caller's own result, once imported; {} before. */
export async function getOwnResult(ctx: AppContext, memberId: number) {
  const person = await findExamPerson(ctx.db, { memberId });
  if (person?.status !== 'ACCEPTED') return {};
  return toResult(ctx.db, person);
}

/** GET admin/result/{id}. */
export async function getResult(ctx: AppContext, applicationId: number) {
  return toResult(ctx.db, await personOrNotFound(ctx.db, applicationId));
}

/**
 * The answer sheet PDF named `answerId` of one application: the applicant's own (by member) or any (staff, by
 * application). Another application's id is a 404, never a 403, so ids cannot be probed.
 */
export async function readAnswerSheet(
  ctx: AppContext,
  owner: { memberId: number } | { applicationId: number },
  answerId: string,
) {
  const person = await findExamPerson(ctx.db, owner);
  const result = person && (await findResult(ctx.db, person.id));
  const sheet = person && (await findAnswerSheet(ctx.db, person.id));
  if (!result || !sheet || result.answerId !== answerId || sheet.answerId !== answerId) throw new AppError('not_found');
  const bytes = await ctx.storage.get(sheet.storageKey);
  if (!bytes) throw new AppError('not_found');
  return bytes;
}
