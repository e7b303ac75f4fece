import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { filenameFromDisposition } from '@/lib/download';

/** The spreadsheets of spec §7: every reviewed application, one status, or the accepted ones for the exam centre. */
export const EXPORT_KINDS = ['exported', 'all', 'submitted', 'accepted', 'rejected'] as const;
export type TExportKind = (typeof EXPORT_KINDS)[number];

export type TDownloadProgress = {
  loaded: number;
  /** null while the size is unknown (the server streams the file without a Content-Length). */
  total: number | null;
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const exportPath = (kind: TExportKind) =>
  kind === 'all' ? 'admin/application/export' : `admin/application/export/${kind}`;

/**
 * GET admin/application/export[/status] or /export/exported: the xlsx, read chunk by chunk so the screen can show
 * how much has arrived. Answers the file and the name the server gave it (Content-Disposition).
 */
export async function exportApplications(
  kind: TExportKind,
  sessionId: number | undefined,
  onProgress: (progress: TDownloadProgress) => void,
) {
  const response = await api.get<Response>(exportPath(kind), {
    raw: true,
    params: { admissionSessionId: sessionId },
  });
  const length = Number(response.headers.get('Content-Length'));
  // A compressed response counts compressed bytes in its length but hands over the unpacked ones.
  const total = length > 0 && !response.headers.get('Content-Encoding') ? length : null;
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? `${kind}_application.xlsx`;
  const type = response.headers.get('Content-Type') ?? XLSX_TYPE;
  const reader = response.body?.getReader();
  if (!reader) return { blob: await response.blob(), filename };
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return { blob: new Blob(chunks, { type }), filename };
}

export function useExportApplications() {
  return useMutation({
    mutationFn: ({
      kind,
      sessionId,
      onProgress,
    }: {
      kind: TExportKind;
      sessionId: number | undefined;
      onProgress: (progress: TDownloadProgress) => void;
    }) => exportApplications(kind, sessionId, onProgress),
  });
}
