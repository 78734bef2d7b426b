/**
 * The funnel per month of signup (issues 24 and 33): signups → proposal sent → ordered → withdrawn or
 * cancelled, each step a part of the one before with its share of it (never above 100 %); the confirmed
 * addresses beside them, as a share of the signups. Erased households still count. A table that scrolls
 * sideways on a phone.
 */
import { ScrollArea, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPercent, monthLabel } from '../../../src/admin/format.ts';
import { formatNumber } from '../../../src/format.ts';
import { useTRPC } from '../lib/api.tsx';

const percent = (value: number | null) => (value === null ? '—' : formatPercent(value));

export function ProposalFunnel() {
  const trpc = useTRPC();
  const funnel = useQuery(trpc.admin.stats.funnel.queryOptions());
  if (!funnel.data || funnel.data.length === 0) return null;
  return (
    <section aria-labelledby="funnel-title" style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
      <Title order={3} size="h4" mb="xs" id="funnel-title">
        Van aanmelding tot klant
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Per maand van aanmelding: elk huishouden telt één keer, in de maand waarin het zich aanmeldde, ook als het later gewist werd. Tussen haakjes: het deel van de stap ervoor (bevestigd: van de aanmeldingen).
      </Text>
      <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: "region", "aria-label": "Trechter per maand (schuift opzij)" }}>
        <Table striped aria-labelledby="funnel-title" miw={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Maand</Table.Th>
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
            {funnel.data.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row" fw={500}>
                  {monthLabel(row.month)}
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
