/** Erasure of a lead on request (GDPR), after a confirmation. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_NOTICES } from '../../../src/admin/messages.ts';
import { isUnauthorized, type LeadDetail, useTRPC } from '../lib/api.tsx';
import { saveNoteDraft } from '../lib/drafts.ts';
import { ConfirmedSection } from './ConfirmedSection.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';

export function LeadErase({ lead, onErased }: { lead: LeadDetail; onErased: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation(
    trpc.admin.leads.erase.mutationOptions({
      onSuccess() {
        setConfirming(false);
        onErased();
        saveNoteDraft(lead.id, '');
        queryClient.removeQueries({ queryKey: trpc.admin.leads.get.queryKey({ id: lead.id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.list.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.pathKey(), refetchType: 'none' });
        notifySuccess(ADMIN_NOTICES.leadErased);
      },
      onError(error) {
        if (!isUnauthorized(error)) notifyError(ADMIN_NOTICES.eraseFailed);
      },
    }),
  );
  return (
    <ConfirmedSection
      id="erase-title"
      title="Gegevens wissen"
      description="Op verzoek van de persoon (AVG): de lead, de statusgeschiedenis en de notities worden definitief gewist."
      button="Lead verwijderen"
      question="Lead definitief verwijderen?"
      consequence={`De gegevens van ${lead.firstName} ${lead.lastName} en hun geschiedenis worden gewist. Dit kan niet ongedaan worden gemaakt.`}
      confirm="Definitief verwijderen"
      confirming={confirming}
      onConfirming={setConfirming}
      onConfirm={() => erase.mutate({ id: lead.id })}
      pending={erase.isPending}
      danger
    />
  );
}
