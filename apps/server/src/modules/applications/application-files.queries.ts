import type { TFileKind } from '@qabul/contract/application/files';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationFiles, applications } from './applications.table';

/** The documents of applications: one row per uploaded file, the bytes in the file storage. */
export type ApplicationFileRow = typeof applicationFiles.$inferSelect;

export function findApplicationFiles(db: Db, applicationId: number) {
  return db.select().from(applicationFiles).where(eq(applicationFiles.applicationId, applicationId));
}

export async function findApplicationFile(db: Db, applicationId: number, kind: TFileKind) {
  const [row] = await db
    .select()
    .from(applicationFiles)
    .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.kind, kind)));
  return row;
}

/** The file of `kind` of the member's application (no application: none). */
export async function findMemberApplicationFile(db: Db, memberId: number, kind: TFileKind) {
  const [row] = await db
    .select({ file: applicationFiles })
    .from(applicationFiles)
    .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
    .where(and(eq(applications.memberId, memberId), eq(applicationFiles.kind, kind)));
  return row?.file;
}

export async function findApplicationFileById(db: Db, id: number) {
  const [row] = await db.select().from(applicationFiles).where(eq(applicationFiles.id, id));
  return row;
}

export async function insertApplicationFile(
  db: Db,
  file: { applicationId: number; kind: TFileKind; storageKey: string; contentType: string; size: number },
) {
  const [row] = await db.insert(applicationFiles).values(file).returning();
  return row;
}

export async function deleteApplicationFile(db: Db, id: number) {
  await db.delete(applicationFiles).where(eq(applicationFiles.id, id));
}
