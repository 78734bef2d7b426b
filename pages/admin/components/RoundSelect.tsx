/** Which round's leads (issue 35): every lead, those waiting for the next round, or one round's. */
import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/api.tsx';

/** `withNone`: also the leads in no round (the bulk proposal selects one round's or every lead). */
export function RoundSelect({ value, onChange, withNone = true }: { value: string; onChange: (round: string) => void; withNone?: boolean }) {
  const trpc = useTRPC();
  const rounds = useQuery(trpc.admin.rounds.list.queryOptions());
  return (
    <NativeSelect
      label="Ronde"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: 'all', label: 'Alle rondes' },
        ...(withNone ? [{ value: 'none', label: 'Geen ronde (wacht)' }] : []),
        ...(rounds.data ?? []).map((round) => ({ value: String(round.id), label: `${round.id}. ${round.name}` })),
      ]}
    />
  );
}
