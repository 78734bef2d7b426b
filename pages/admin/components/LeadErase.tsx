/** Erasure of a lead on request (GDPR), after a confirmation. */
import { Button, Group, Modal, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_NOTICES } from '../../../src/admin/messages.ts';
import { isUnauthorized, type LeadDetail, useTRPC } from '../lib/api.tsx';
import { saveNoteDraft } from '../lib/drafts.ts';
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
    <section aria-labelledby="erase-title">
      <Title order={3} size="h4" mb="xs" id="erase-title">
        Gegevens wissen
      </Title>
      <Text size="sm" mb="sm">
        Op verzoek van de persoon (AVG): de lead, de statusgeschiedenis en de notities worden definitief gewist.
      </Text>
      <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
        Lead verwijderen
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Lead definitief verwijderen?"
        centered
        closeButtonProps={{ 'aria-label': 'Sluiten' }}
      >
        <Text mb="md">
          De gegevens van {lead.firstName} {lead.lastName} en hun geschiedenis worden gewist. Dit kan niet ongedaan
          worden gemaakt.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            Annuleren
          </Button>
          <Button color="red" onClick={() => erase.mutate({ id: lead.id })} disabled={erase.isPending}>
            Definitief verwijderen
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
