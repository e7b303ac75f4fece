import { type TAuditPage, type TAuditQuery, ZAuditPage } from '@qabul/contract/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { filenameFromDisposition } from '@/lib/download';

export type TAuditFilterValues = Pick<TAuditQuery, 'memberId' | 'action' | 'from' | 'to'>;

/** GET admin/audit: one page, newest first, with the filters. */
export function getAuditPage(query: TAuditQuery): Promise<TAuditPage> {
  return api.get('admin/audit', { params: query as Record<string, string | number | undefined>, schema: ZAuditPage });
}

export function useAuditPage(query: TAuditQuery) {
  return useQuery({
    queryKey: ['audit', query],
    queryFn: () => getAuditPage(query),
    placeholderData: keepPreviousData,
  });
}

/** GET admin/audit/export: the filtered rows as xlsx, and the file's name. */
export async function exportAudit(filters: TAuditFilterValues) {
  const response = await api.get<Response>('admin/audit/export', {
    raw: true,
    params: filters as Record<string, string | number | undefined>,
  });
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? 'audit.xlsx',
  };
}

/** The staff members to filter by (super admin list, at most 200: the staff of one university). */
export function useStaffMembers() {
  return useQuery({
    queryKey: ['audit', 'members'],
    queryFn: () =>
      api.get<{ content: { id: number; phone: string; firstName: string; lastName: string }[] }>('admin/admin-member', {
        params: { size: 200, sortField: 'lastName' },
      }),
    staleTime: 60_000,
  });
}
