import { type TExamImportKind, ZImportReport } from '@qabul/contract/exam';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST admin/exam/{permits|results|answers}/import, multipart `file`. A dry run answers the report and writes
 * nothing; the real run writes only when the report has no errors.
 */
export function importExamFile({ kind, file, dryRun }: { kind: TExamImportKind; file: File; dryRun: boolean }) {
  const body = new FormData();
  body.append('file', file);
  return api.post(`admin/exam/${kind}/import`, body, {
    params: { dryRun: dryRun || undefined },
    schema: ZImportReport,
  });
}

export function useImportExamFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importExamFile,
    onSuccess: (report, { dryRun }) => {
      if (!dryRun && !report.errors.length) void queryClient.invalidateQueries({ queryKey: ['exams'] });
    },
  });
}
