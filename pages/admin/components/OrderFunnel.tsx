/**
 * After acceptance (issue 34), in the statistics tab: per month of acceptance and installer, accepted →
 * visit planned → visited → installed, cancelled (with the reasons), withdrawn, and the median days
 * between the steps.
 */
import { Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CANCEL_REASON_LABELS, type CancelReason } from '../../../src/orders/lifecycle.ts';
import { useTRPC } from '../lib/api.tsx';

const days = (value: number | null) => (value === null ? '–' : `${String(value).replace('.', ',')} d`);

export function OrderFunnel() {
  const trpc = useTRPC();
  const funnel = useQuery(trpc.admin.stats.orders.queryOptions());
  const rows = funnel.data ?? [];
  return (
    <section aria-labelledby="order-funnel-title">
      <Title order={3} size="h4" id="order-funnel-title" mt="lg" mb="xs">
        Na de bestelling, per maand van aanvaarding en installateur
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">Nog geen bestellingen.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Maand</Table.Th>
                <Table.Th>Installateur</Table.Th>
                <Table.Th>Aanvaard</Table.Th>
                <Table.Th>Bezoek gepland</Table.Th>
                <Table.Th>Bezocht</Table.Th>
                <Table.Th>Geïnstalleerd</Table.Th>
                <Table.Th>Geannuleerd (redenen)</Table.Th>
                <Table.Th>Herroepen</Table.Th>
                <Table.Th>Mediaan: tot bezoek gepland · tot bezocht · tot geïnstalleerd</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.month}-${row.installerId}`}>
                  <Table.Td>{row.month}</Table.Td>
                  <Table.Td>{row.installerName}</Table.Td>
                  <Table.Td>{row.accepted}</Table.Td>
                  <Table.Td>{row.visitPlanned}</Table.Td>
                  <Table.Td>{row.visited}</Table.Td>
                  <Table.Td>{row.installed}</Table.Td>
                  <Table.Td>
                    {row.cancelled}
                    {row.cancelled > 0
                      ? ` (${Object.entries(row.cancelReasons)
                          .map(([reason, count]) => `${CANCEL_REASON_LABELS[reason as CancelReason] ?? reason}: ${count}`)
                          .join(', ')})`
                      : ''}
                  </Table.Td>
                  <Table.Td>{row.withdrawn}</Table.Td>
                  <Table.Td>
                    {days(row.medianDays.toVisitPlanned)} · {days(row.medianDays.toVisited)} · {days(row.medianDays.toInstalled)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
