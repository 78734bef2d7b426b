/**
 * A status change from the list or the detail. It carries the version of the lead the screen shows:
 * when a colleague changed the lead meanwhile, the server refuses (412) instead of silently overwriting
 * their work, the screen fetches the current state, and the notice says what happened. On success the
 * list rows and the open detail show the new status at once (no reload, spec section 4), the history
 * gains its entry, the statistics are marked stale, and 'Status bijgewerkt' appears.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_NOTICES } from '../../../src/admin/messages.ts';
import { statusEntryKey } from '../../../src/admin/lead-changes.ts';
import type { LeadStatus } from '../../../src/leads/status.ts';
import { isConflict, isUnauthorized, type LeadDetail, type LeadPage, serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { ownEntries } from '../lib/own-changes.ts';

/** What a status control needs to know of its lead. */
export interface StatusTarget {
  id: number;
  status: LeadStatus;
  version: number;
}

export function useStatusChange() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.admin.leads.setStatus.mutationOptions({
      onSuccess({ lead, change, version, proposalWithdrawn }) {
        if (change) ownEntries.add(statusEntryKey(change.id));
        queryClient.setQueriesData<LeadPage>({ queryKey: trpc.admin.leads.list.pathKey() }, (page) =>
          page
            ? { ...page, items: page.items.map((item) => (item.id === lead.id ? { ...lead, version } : item)) }
            : page,
        );
        queryClient.setQueryData<LeadDetail>(trpc.admin.leads.get.queryKey({ id: lead.id }), (detail) =>
          detail
            ? {
                ...detail,
                status: lead.status,
                version,
                history: change ? [change, ...detail.history] : detail.history,
              }
            : detail,
        );
        // Filters and counts may have changed: refetch lists and statistics when next shown.
        void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.list.pathKey(), refetchType: 'none' });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.pathKey(), refetchType: 'none' });
        if (proposalWithdrawn) {
          // Marked lost: its open proposal was withdrawn, which the detail shows once fetched again.
          void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.get.queryKey({ id: lead.id }) });
          notifySuccess(ADMIN_NOTICES.proposalWithdrawn);
        } else notifySuccess(ADMIN_NOTICES.statusUpdated);
      },
      onError(error, input) {
        if (isUnauthorized(error)) return;
        if (isConflict(error)) {
          // Show what is true now: the detail and the lists are fetched again.
          void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.get.queryKey({ id: input.id }) });
          void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.list.pathKey() });
          notifyError({ title: ADMIN_NOTICES.statusConflict.title, message: serverMessage(error) ?? ADMIN_NOTICES.statusConflict.message });
          return;
        }
        notifyError(ADMIN_NOTICES.statusFailed);
      },
    }),
  );
  return {
    isPending: mutation.isPending,
    /** Saves `status` unless the lead already has it. */
    change(lead: StatusTarget, status: LeadStatus) {
      if (status !== lead.status) mutation.mutate({ id: lead.id, status, version: lead.version });
    },
  };
}
