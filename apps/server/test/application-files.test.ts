import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { type PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationFiles, applications } from '../src/modules/applications/applications.table';
import {
  applicantClient,
  findApplicationReferences,
  JPEG,
  makePdf,
  PDF,
  PNG,
  validApplication,
} from './helpers/application-fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newApplicant(lang = 'en') {
  const auth = await t.memberWithToken('ABITURIENT');
  return { ...applicantClient(() => t, auth, lang), memberId: auth.member.id, headers: auth.headers };
}

/** A real JPEG of exactly `size` bytes: the small one padded with comment segments right after its start marker. */
function jpegOfSize(size: number) {
  const segments: Buffer[] = [];
  let remaining = size - JPEG.length;
  while (remaining > 0) {
    let take = Math.min(remaining, 0xffff + 2);
    if (remaining - take > 0 && remaining - take < 4) take -= 4;
    const segment = Buffer.alloc(take, 0x20);
    segment.set([0xff, 0xfe], 0);
    segment.writeUInt16BE(take - 2, 2);
    segments.push(segment);
    remaining -= take;
  }
  return Buffer.concat([JPEG.subarray(0, 2), ...segments, JPEG.subarray(2)]);
}

async function fileRow(memberId: number, kind: string) {
  const rows = await t.db
    .select({ file: applicationFiles })
    .from(applicationFiles)
    .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
    .where(eq(applications.memberId, memberId));
  return rows.map((r) => r.file).find((f) => f.kind === kind);
}

describe('upload and download', () => {
  it('stores a photo, returns its URL, and serves it to the owner with safe headers', async () => {
    const applicant = await newApplicant();
    const upload = await applicant.upload('PHOTO_FILE', PNG, 'me.png', { type: 'image/png' });
    expect(upload.statusCode).toBe(200);
    const { url } = upload.json();
    expect(url).toMatch(/^\/api\/v1\/abiturient\/application\/file\/PHOTO_FILE\?v=\d+$/);
    expect((await applicant.get()).json().photo).toBe(url);

    const download = await applicant.download(url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="photo_file.png"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('takes the type from the bytes, not from the name or the declared type', async () => {
    const applicant = await newApplicant();
    const jpegAsPng = await applicant.upload('PASSPORT_FILE', JPEG, 'passport.png', { type: 'image/png' });
    expect(jpegAsPng.statusCode).toBe(200);
    expect((await applicant.download(jpegAsPng.json().url)).headers['content-type']).toBe('image/jpeg');

    const pdfAsJpeg = await applicant.upload('PHOTO_FILE', PDF, 'photo.jpg', { type: 'image/jpeg' });
    expect(pdfAsJpeg.statusCode).toBe(400);
    expect(pdfAsJpeg.json()).toEqual({
      code: 499,
      error_description: 'Some fields are filled in incorrectly',
      meta: { photo: ['Upload a PNG or JPEG image'] },
    });
    const htmlAsPdf = await applicant.upload(
      'HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'appendix.pdf',
      { type: 'application/pdf' },
    );
    expect(htmlAsPdf.json().meta).toEqual({ highSchoolDiplomaAppendix: ['Upload a PDF file'] });
    const imageAsAppendix = await applicant.upload('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', JPEG, 'appendix.pdf');
    expect(imageAsAppendix.json().meta).toEqual({ highSchoolDiplomaAppendix: ['Upload a PDF file'] });

    const pdf = await applicant.upload('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', PDF, 'appendix.pdf');
    expect(pdf.statusCode).toBe(200);
    const served = await applicant.download(pdf.json().url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline; filename="high_school_diploma_appendix_file.pdf"');
    expect(await fileRow(applicant.memberId, 'PHOTO_FILE')).toBeUndefined();
  });

  it('refuses a document over 2 MB and an empty file, in the caller language', async () => {
    const applicant = await newApplicant('ru');
    const large = await applicant.upload('HIGH_SCHOOL_DIPLOMA_FILE', jpegOfSize(3 * 1024 * 1024), 'diploma.jpg');
    expect(large.statusCode).toBe(400);
    expect(large.json().meta).toEqual({ highSchoolDiplomaPhoto: ['Размер изображения не должен превышать 2 МБ'] });
    const empty = await applicant.upload('PHOTO_FILE', Buffer.alloc(0), 'photo.png');
    expect(empty.json().meta).toEqual({ photo: ['Файл пустой'] });
    // Over the multipart limit the upload is cut off while streaming, with the same message.
    const huge = await applicant.upload('PHOTO_FILE', jpegOfSize(6 * 1024 * 1024), 'photo.jpg');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().meta).toEqual({ photo: ['Размер изображения не должен превышать 2 МБ'] });
    expect((await applicant.get()).json().highSchoolDiplomaPhoto).toBeNull();
  });

  it('accepts an image of exactly 2 MB', async () => {
    const applicant = await newApplicant();
    const upload = await applicant.upload('HIGH_SCHOOL_DIPLOMA_FILE', jpegOfSize(2 * 1024 * 1024), 'diploma.jpg');
    expect(upload.statusCode).toBe(200);
  });

  it('needs the file in the multipart field `file`', async () => {
    const applicant = await newApplicant();
    const response = await applicant.upload('PHOTO_FILE', PNG, 'photo.png', { field: 'photo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({ photo: ['Upload the file'] });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/abiturient/application/file/PHOTO_FILE',
      payload: { file: 'not a file' },
      headers: { ...applicant.headers, 'accept-language': 'en' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().meta).toEqual({ photo: ['Upload the file'] });
  });

  it('refuses an unknown kind', async () => {
    const applicant = await newApplicant();
    const response = await applicant.upload('CV_FILE' as never, PNG, 'cv.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 499, meta: { kind: ['Choose one of the allowed values'] } });
  });

  it('replaces the previous file of the kind and removes its object', async () => {
    const applicant = await newApplicant();
    const first = (await applicant.upload('PASSPORT_FILE', PNG, 'a.png')).json().url;
    const oldKey = (await fileRow(applicant.memberId, 'PASSPORT_FILE'))?.storageKey as string;
    const second = (await applicant.upload('PASSPORT_FILE', JPEG, 'b.jpg')).json().url;
    expect(second).not.toBe(first);
    expect(await t.ctx.storage.get(oldKey)).toBeNull();
    const served = await applicant.download(first);
    expect(served.rawPayload.equals(JPEG)).toBe(true);
  });
});

describe('document content', () => {
  /** The PNG with its header claiming `width` × `height` pixels (the header's checksum fixed, the pixels not). */
  function pngClaiming(width: number, height: number) {
    const bytes = Buffer.from(PNG);
    bytes.writeUInt32BE(width, 16);
    bytes.writeUInt32BE(height, 20);
    bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
    return bytes;
  }

  it('refuses a PNG header followed by HTML, and stores nothing', async () => {
    const applicant = await newApplicant();
    const html = Buffer.concat([PNG.subarray(0, 33), Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await applicant.upload('PHOTO_FILE', html, 'photo.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({ photo: ['The image could not be read. Upload another PNG or JPEG file'] });
    expect(await fileRow(applicant.memberId, 'PHOTO_FILE')).toBeUndefined();
  });

  it('refuses an image declaring more pixels than allowed (decompression bomb)', async () => {
    const applicant = await newApplicant();
    const response = await applicant.upload('PHOTO_FILE', pngClaiming(20_000, 20_000), 'bomb.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({
      photo: ['The image is too large: at most 40 megapixels and 10,000 pixels on a side'],
    });
  });

  it("stores a photo without its EXIF metadata (the applicant's GPS position)", async () => {
    const applicant = await newApplicant();
    const withGps = await sharp(JPEG)
      .withExif({ IFD0: { Copyright: 'applicant' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 18/1 0/1' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const { url } = (await applicant.upload('PHOTO_FILE', withGps, 'me.jpg')).json();
    const served = (await applicant.download(url)).rawPayload;
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
    expect(metadata.exif).toBeUndefined();
    expect(served.includes('applicant')).toBe(false);
  });

  it.each([
    [
      'a script run on opening',
      (pdf: PDFDocument) => {
        pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'JavaScript', JS: 'app.alert(1)' }));
      },
    ],
    [
      'a launch action',
      (pdf: PDFDocument) => {
        pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj({ S: 'Launch', F: 'calc.exe' }));
      },
    ],
    [
      'an embedded file',
      async (pdf: PDFDocument) => {
        await pdf.attach(Buffer.from('MZ'), 'setup.exe', { mimeType: 'application/octet-stream' });
      },
    ],
  ])('refuses a PDF with %s', async (_name, decorate) => {
    const applicant = await newApplicant();
    const response = await applicant.upload('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', await makePdf(decorate), 'a.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toEqual({
      highSchoolDiplomaAppendix: ['The PDF contains scripts, attached files or launch actions. Upload a plain PDF'],
    });
  });

  it('refuses a PDF that does not parse, and keeps a plain one byte for byte', async () => {
    const applicant = await newApplicant();
    const broken = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const refused = await applicant.upload('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', broken, 'a.pdf');
    expect(refused.json().meta).toEqual({
      highSchoolDiplomaAppendix: ['The PDF could not be read (damaged or password-protected)'],
    });
    const plain = await makePdf((pdf) => {
      pdf.catalog.set(PDFName.of('OpenAction'), pdf.context.obj([pdf.getPage(0).ref, PDFName.of('Fit')]));
    });
    const { url } = (await applicant.upload('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', plain, 'a.pdf')).json();
    expect((await applicant.download(url)).rawPayload.equals(plain)).toBe(true);
  });
});

describe('delete', () => {
  it('removes the file from the application and from storage', async () => {
    const applicant = await newApplicant();
    await applicant.upload('PASSPORT_BACK_FILE', JPEG, 'back.jpg');
    const key = (await fileRow(applicant.memberId, 'PASSPORT_BACK_FILE'))?.storageKey as string;
    const response = await applicant.deleteFile('PASSPORT_BACK_FILE');
    expect(response.statusCode).toBe(200);
    expect((await applicant.get()).json().passportPhotoBack).toBeNull();
    expect(await t.ctx.storage.get(key)).toBeNull();
    expect((await applicant.download('/api/v1/abiturient/application/file/PASSPORT_BACK_FILE')).statusCode).toBe(404);
    // Deleting what is not there is not an error.
    expect((await applicant.deleteFile('PASSPORT_BACK_FILE')).statusCode).toBe(200);
  });

  it('refuses to delete or replace files while SUBMITTED or ACCEPTED', async () => {
    const refs = await findApplicationReferences(t.db);
    const applicant = await newApplicant();
    await applicant.uploadRequired();
    const { id } = (await applicant.submit(validApplication(refs))).json();
    for (const status of ['SUBMITTED', 'ACCEPTED'] as const) {
      await t.db.update(applications).set({ status }).where(eq(applications.id, id));
      const removal = await applicant.deleteFile('PHOTO_FILE');
      expect(removal.statusCode, status).toBe(409);
      expect(removal.json().meta).toEqual({ reason: 'application_not_editable' });
      expect((await applicant.upload('PHOTO_FILE', JPEG, 'new.jpg')).statusCode, status).toBe(409);
      expect((await applicant.upload('PASSPORT_BACK_FILE', JPEG, 'back.jpg')).statusCode, status).toBe(409);
    }
    const photo = await applicant.download((await applicant.get()).json().photo);
    expect(photo.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('privacy', () => {
  it("never gives an applicant another applicant's file", async () => {
    const owner = await newApplicant();
    const { url } = (await owner.upload('PHOTO_FILE', PNG, 'me.png')).json();
    const fileId = Number(new URL(url, 'http://x').searchParams.get('v'));
    const other = await newApplicant();

    // The path names only the kind: the token picks the application, so the owner's file is unreachable.
    expect((await other.download(url)).statusCode).toBe(404);
    expect((await other.download(`/api/v1/admin/application/file/${fileId}`)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const anonymousAdmin = await t.app.inject({ method: 'GET', url: `/api/v1/admin/application/file/${fileId}` });
    expect(anonymousAdmin.statusCode).toBe(401);
    // Deleting "their" photo deletes only their own (none).
    expect((await other.deleteFile('PHOTO_FILE')).statusCode).toBe(200);
    expect((await owner.download(url)).statusCode).toBe(200);
  });

  it("lists only the caller's own documents on the form, whatever the ids", async () => {
    const owner = await newApplicant();
    const other = await newApplicant();
    expect((await owner.get()).statusCode).toBe(200);
    // The other's document gets the id of the owner's application: a form read that matched documents by a bare
    // "id" would hand it to the owner.
    const sharedId = 987_654;
    await t.db.update(applications).set({ id: sharedId }).where(eq(applications.memberId, owner.memberId));
    expect((await other.upload('PASSPORT_FILE', PNG, 'passport.png')).statusCode).toBe(200);
    const othersFile = await fileRow(other.memberId, 'PASSPORT_FILE');
    await t.db.update(applicationFiles).set({ id: sharedId }).where(eq(applicationFiles.id, othersFile!.id));
    const { url } = (await owner.upload('PHOTO_FILE', PNG, 'me.png')).json();

    const form = (await owner.get()).json();
    expect(form.photo).toBe(url);
    expect(form.passportPhoto).toBeNull();
    expect((await other.get()).json().passportPhoto).toMatch(new RegExp(`PASSPORT_FILE\\?v=${sharedId}$`));
  });

  it('lets every admin role download a file by its id', async () => {
    const owner = await newApplicant();
    const { url } = (await owner.upload('HIGH_SCHOOL_DIPLOMA_APPENDIX_FILE', PDF, 'appendix.pdf')).json();
    const fileId = Number(new URL(url, 'http://x').searchParams.get('v'));
    const { id: applicationId } = (await owner.get()).json();
    for (const role of ['ADMIN_SUPER', 'ADMIN_VERIFIER', 'ADMIN_OBSERVER'] as const) {
      const admin = await t.memberWithToken(role);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/application/file/${fileId}`,
        headers: admin.headers,
      });
      expect(response.statusCode, role).toBe(200);
      expect(response.rawPayload.equals(PDF)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="high_school_diploma_appendix_file-${applicationId}.pdf"`,
        'x-content-type-options': 'nosniff',
      });
    }
    const admin = await t.memberWithToken('ADMIN_SUPER');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/application/file/999999',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    // Beyond the 32-bit id column: a validation error on the parameter, not a database error.
    for (const id of ['2147483648', '99999999999', '1e20']) {
      const oversized = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/application/file/${id}`,
        headers: admin.headers,
      });
      expect(oversized.statusCode, id).toBe(400);
      expect(oversized.json()).toMatchObject({ code: 499, meta: { id: [expect.any(String)] } });
    }
  });
});
