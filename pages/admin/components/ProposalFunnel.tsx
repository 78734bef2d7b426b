/**
 * The funnel (issues 24, 33 and 35): signups → proposal sent → ordered → withdrawn or cancelled, each
 * step a part of the one before with its share of it (never above 100 %); the confirmed addresses beside
 * them, as a share of the signups. Per month of signup or per round side by side (the same cohort query,
 * grouped otherwise). Erased households still count. A table that scrolls sideways on a phone.
 */
import { ScrollArea, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPercent, monthLabel } from '../../../src/admin/format.ts';
import { formatNumber } from '../../../src/format.ts';
import { useTRPC } from '../lib/api.tsx';

const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));

const GROUPINGS = {
  month: {
    title: 'Van aanmelding tot klant',
    note: 'Per maand van aanmelding: elk huishouden telt één keer, in de maand waarin het zich aanmeldde, ook als het later gewist werd. Tussen haakjes: het deel van de stap ervoor (bevestigd: van de aanmeldingen).',
    column: 'Maand',
  },
  round: {
    title: 'Van aanmelding tot klant, per ronde',
    note: 'Per ronde, naast elkaar: elk huishouden telt één keer, in de ronde waartoe het nu hoort, ook als het later gewist werd. Tussen haakjes: het deel van de stap ervoor (bevestigd: van de aanmeldingen).',
    column: 'Ronde',
  },
} as const;

export function ProposalFunnel({ by }: { by: keyof typeof GROUPINGS }) {
  const trpc = useTRPC();
  const months = useQuery({ ...trpc.admin.stats.funnel.queryOptions(), enabled: by === 'month' });
  const rounds = useQuery({ ...trpc.admin.stats.roundFunnel.queryOptions(), enabled: by === 'round' });
  const rows =
    by === 'month'
      ? months.data?.map((row) => ({ key: row.month, label: monthLabel(row.month), ...row }))
      : rounds.data?.map((row) => ({ key: String(row.roundId), label: row.roundId === null ? 'Geen ronde (wacht op de volgende)' : `${row.roundId}. ${row.name}`, ...row }));
  if (!rows || rows.length === 0) return null;
  const grouping = GROUPINGS[by];
  const titleId = `funnel-${by}-title`;
  return (
    <section aria-labelledby={titleId} style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
      <Title order={3} size="h4" mb="xs" id={titleId}>
        {grouping.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {grouping.note}
      </Text>
      <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${grouping.title} (schuift opzij)` }}>
        <Table striped aria-labelledby={titleId} miw={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{grouping.column}</Table.Th>
              <Table.Th scope="col" ta="right">Aanmeldingen</Table.Th>
              <Table.Th scope="col" ta="right">Bevestigd</Table.Th>
              <Table.Th scope="col" ta="right">Voorstel verstuurd</Table.Th>
              <Table.Th scope="col" ta="right">Besteld</Table.Th>
              <Table.Th scope="col" ta="right">Herroepen</Table.Th>
              <Table.Th scope="col" ta="right">Geannuleerd</Table.Th>
              <Table.Th scope="col" ta="right">Besteld van aanmeldingen</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="right">{formatNumber(row.signups)}</Table.Td>
                <Table.Td ta="right">
                  {formatNumber(row.confirmed)} ({percent(row.conversion.confirmed)})
                </Table.Td>
                <Table.Td ta="right">
                  {formatNumber(row.proposed)} ({percent(row.conversion.proposed)})
                </Table.Td>
                <Table.Td ta="right">
                  {formatNumber(row.accepted)} ({percent(row.conversion.accepted)})
                </Table.Td>
                <Table.Td ta="right">
                  {formatNumber(row.withdrawn)} ({percent(row.conversion.withdrawn)})
                </Table.Td>
                <Table.Td ta="right">
                  {formatNumber(row.cancelled)} ({percent(row.conversion.cancelled)})
                </Table.Td>
                <Table.Td ta="right">{percent(row.conversion.overall)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </section>
  );
}
