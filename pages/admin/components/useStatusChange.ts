/**
 * A status change from the list or the detail: on success the list rows and the open detail show the
 * new status at once (no reload, spec section 4), the history gains its entry, the statistics are
 * marked stale, and 'Status bijgewerkt' appears; on failure, the spec's error notice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_NOTICES } from '../../../src/admin/messages.ts';
import { isUnauthorized, type LeadDetail, type LeadPage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';

export function useStatusChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.leads.setStatus.mutationOptions({
      onSuccess({ lead, change }) {
        queryClient.setQueriesData<LeadPage>({ queryKey: trpc.admin.leads.list.pathKey() }, (page) =>
          page ? { ...page, items: page.items.map((item) => (item.id === lead.id ? lead : item)) } : page,
        );
        queryClient.setQueryData<LeadDetail>(trpc.admin.leads.get.queryKey({ id: lead.id }), (detail) =>
          detail
            ? { ...detail, status: lead.status, history: change ? [change, ...detail.history] : detail.history }
            : detail,
        );
        // Filters and counts may have changed: refetch lists and statistics when next shown.
        void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.list.pathKey(), refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.pathKey(), refetchType: 'none' });
        notifySuccess(ADMIN_NOTICES.statusUpdated);
      },
      onError(error) {
        if (!isUnauthorized(error)) notifyError(ADMIN_NOTICES.statusFailed);
      },
    }),
  );
}
