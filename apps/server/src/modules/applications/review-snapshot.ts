import { ANSWER_FIELD_NAMES } from '@qabul/contract/application/fields';
import { FILE_KIND_FIELD, FILE_KINDS } from '@qabul/contract/application/files';
import type { ApplicationFileRow } from './application-files.queries';
import type { ApplicationRow } from './applications.queries';
import { ANSWER_COLUMNS } from './applications.table';

export type TAnswerSnapshot = Record<string, unknown>;

/**
 * Every answer and document of an application, keyed by its field name as the API names it: references by id and
 * documents by file id, so a new upload of the same kind counts as a change.
 */
export function answerSnapshot(row: ApplicationRow, files: Pick<ApplicationFileRow, 'kind' | 'id'>[]): TAnswerSnapshot {
  const snapshot: TAnswerSnapshot = {};
  for (const field of ANSWER_FIELD_NAMES) snapshot[field] = row[ANSWER_COLUMNS[field]] ?? null;
  // None is null, as in a snapshot taken before there were extra directions.
  snapshot.extraDirections = row.extraDirections?.length ? row.extraDirections : null;
  for (const kind of FILE_KINDS) snapshot[FILE_KIND_FIELD[kind]] = files.find((file) => file.kind === kind)?.id ?? null;
  return snapshot;
}

/** The fields whose value differs between two snapshots, in the order of the application's fields. */
export function changedFields(before: TAnswerSnapshot, after: TAnswerSnapshot): string[] {
  return Object.keys(after).filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
}

/** The remarked fields of a rejected application that the applicant has changed since the rejection. */
export function addressedRemarks(
  row: ApplicationRow,
  files: Pick<ApplicationFileRow, 'kind' | 'id'>[],
): string[] | undefined {
  if (row.status !== 'REJECTED' || !row.reviewSnapshot) return undefined;
  const changed = new Set(changedFields(row.reviewSnapshot, answerSnapshot(row, files)));
  return Object.keys(row.reviews).filter((field) => changed.has(field));
}
