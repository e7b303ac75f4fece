import type { TFileKind } from '@qabul/contract/application/files';
import { sampleApplication, samplePinfl } from '@qabul/contract/application/sample';
import { asc, eq, ne } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { Db } from '../../src/db/client';
import { cities, countries, educationLanguages, regions } from '../../src/modules/catalogues/catalogues.tables';
import type { TestApp } from './test-app';

/**
 * Real, minimal documents: the server decodes every image and parses every PDF on upload. The images are what
 * the server's own re-encoding produces, so a stored image comes back byte for byte.
 */
const blue = { width: 2, height: 2, channels: 3, background: '#3366cc' } as const;
export const PNG = await sharp({ create: blue }).png().toBuffer();
export const JPEG = await sharp({ create: blue }).jpeg({ quality: 90 }).toBuffer();
export const PDF = await makePdf();

/** A one-page PDF; `decorate` adds whatever a test needs (a script, an attachment) before saving. */
export async function makePdf(decorate: (pdf: PDFDocument) => Promise<void> | void = () => {}) {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  await decorate(pdf);
  return Buffer.from(await pdf.save());
}

/** Seeded catalogue rows a valid application can point to (Uzbekistan's geography, the demo faculties). */
export interface ApplicationReferences {
  countryId: number;
  regionId: number;
  cityId: number;
  /** A region of Uzbekistan other than `regionId`, and one of its cities. */
  otherRegionId: number;
  otherCityId: number;
  facultyId: number;
  languageId: number;
  scienceId: number;
  /** A language of another faculty. */
  otherFacultyLanguageId: number;
}

export async function findApplicationReferences(db: Db): Promise<ApplicationReferences> {
  const [uz] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso, 'UZ'));
  const [region, otherRegion] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(eq(regions.countryId, uz.id))
    .orderBy(asc(regions.id))
    .limit(2);
  const cityOf = async (regionId: number) =>
    (await db.select({ id: cities.id }).from(cities).where(eq(cities.regionId, regionId)).limit(1))[0].id;
  const [language] = await db.select().from(educationLanguages).orderBy(asc(educationLanguages.id)).limit(1);
  const [otherLanguage] = await db
    .select({ id: educationLanguages.id })
    .from(educationLanguages)
    .where(ne(educationLanguages.facultyId, language.facultyId))
    .limit(1);
  return {
    countryId: uz.id,
    regionId: region.id,
    cityId: await cityOf(region.id),
    otherRegionId: otherRegion.id,
    otherCityId: await cityOf(otherRegion.id),
    facultyId: language.facultyId,
    languageId: language.id,
    scienceId: language.scienceId as number,
    otherFacultyLanguageId: otherLanguage.id,
  };
}

let identities = 0;

/**
 * The next identity of one test process (a test file has a database of its own): a PINFL of a man born 17 May 2000
 * (5 170500, 9 and a five-digit serial, the check digit) and a passport number, each used once, since a PINFL or passport
 * already submitted by another applicant is refused.
 */
export function nextIdentity() {
  identities++;
  // Serials from 900000: review-fixtures' pinflOf(serial) numbers its applicants from 0.
  return {
    pinfl: samplePinfl(900000 + identities),
    passportNumber: `AB ${String(identities).padStart(7, '0')}`,
  };
}

/**
 * A complete, valid submission (the tests' sample application) with a PINFL and a passport number of its own
 * (nextIdentity); references as `{id}`. `patch` overrides fields.
 */
export function validApplication(refs: ApplicationReferences, patch: Record<string, unknown> = {}) {
  return sampleApplication(refs, { ...nextIdentity(), ...patch });
}

/** A multipart/form-data body with one file part, as a browser's FormData upload sends it. */
export function multipartFile(bytes: Buffer, filename: string, options: { field?: string; type?: string } = {}) {
  const boundary = `----qabul${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${filename}"\r\n` +
    `Content-Type: ${options.type ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The documents a submission needs. */
export const REQUIRED_UPLOADS: [TFileKind, Buffer, string][] = [
  ['PHOTO_FILE', PNG, 'photo.png'],
  ['PASSPORT_FILE', JPEG, 'passport.jpg'],
  ['HIGH_SCHOOL_DIPLOMA_FILE', JPEG, 'diploma.jpg'],
  ['HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', PDF, 'appendix.pdf'],
];

type Headers = Record<string, string>;

/** The applicant's calls (spec §7 Applicant) for one logged-in member of a test app. */
export function applicantClient(t: () => TestApp, auth: { headers: Headers }, lang = 'en') {
  const headers = { ...auth.headers, 'accept-language': lang };
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, extra: Headers = {}) =>
    t().app.inject({ method, url: `/api/v1${url}`, payload: payload as never, headers: { ...headers, ...extra } });
  return {
    get: () => inject('GET', '/abiturient/application'),
    saveDraft: (draft: object) => inject('PUT', '/abiturient/application/draft', draft),
    submit: (form: object) => inject('POST', '/abiturient/application', form),
    upload: (kind: TFileKind, bytes: Buffer, filename: string, options?: { field?: string; type?: string }) => {
      const body = multipartFile(bytes, filename, options);
      return t().app.inject({
        method: 'POST',
        url: `/api/v1/abiturient/application/file/${kind}`,
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    },
    deleteFile: (kind: TFileKind) => inject('DELETE', `/abiturient/application/file/${kind}`),
    /** GET of a URL the API returned (it already carries /api/v1). */
    download: (url: string) => t().app.inject({ method: 'GET', url, headers }),
    async uploadRequired() {
      for (const [kind, bytes, name] of REQUIRED_UPLOADS) {
        const response = await this.upload(kind, bytes, name);
        if (response.statusCode !== 200) throw new Error(`upload ${kind}: ${response.body}`);
      }
    },
  };
}
