/**
 * The round a lead belongs to (issue 35), and staff moving it to another round or out of every round
 * (waiting for the next one): a household that moved, or interest kept that joins the round now open.
 */
import { NativeSelect } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isUnauthorized, type LeadDetail, serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';

export function LeadRound({ lead }: { lead: LeadDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rounds = useQuery(trpc.admin.rounds.list.queryOptions());
  const move = useMutation(
    trpc.admin.leads.moveRound.mutationOptions({
      onSuccess(result) {
        void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.get.queryKey({ id: lead.id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.list.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.rounds.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.pathKey(), refetchType: 'none' });
        notifySuccess({ title: 'Ronde gewijzigd', message: result.roundId === null ? 'De lead wacht op de volgende ronde.' : `De lead hoort nu bij ronde ${result.roundId}.` });
      },
      onError(error) {
        if (!isUnauthorized(error)) notifyError({ title: 'Ronde niet gewijzigd', message: serverMessage(error) ?? 'De server antwoordde niet. Probeer het opnieuw.' });
      },
    }),
  );
  return (
    <NativeSelect
      label="Ronde"
      description="De ronde van het huishouden; verplaats het als het in een andere ronde hoort"
      value={lead.roundId === null ? 'none' : String(lead.roundId)}
      disabled={move.isPending || !rounds.data}
      onChange={(event) => {
        const value = event.currentTarget.value;
        move.mutate({ id: lead.id, roundId: value === 'none' ? null : Number(value) });
      }}
      data={[
        { value: 'none', label: 'Geen ronde (wacht op de volgende)' },
        ...(rounds.data ?? []).map((round) => ({ value: String(round.id), label: `${round.id}. ${round.name}` })),
      ]}
    />
  );
}
