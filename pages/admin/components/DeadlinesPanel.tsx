/**
 * The service levels after acceptance (issue 34, decision 052), in the statistics tab: per installer how
 * many orders are late and how many are due within two working days, then the oldest of them.
 */
import { Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../src/admin/format.ts';
import { useTRPC } from '../lib/api.tsx';

const KIND = { contact: 'eerste contact', installation: 'installatie' } as const;

export function DeadlinesPanel() {
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.visits.deadlines.queryOptions());
  const data = list.data;
  return (
    <section aria-labelledby="deadlines-title">
      <Title order={3} size="h4" id="deadlines-title" mt="lg" mb="xs">
        Termijnen: te laat of binnen twee werkdagen
      </Title>
      {!data || data.total === 0 ? (
        <Text c="dimmed">Niets te laat.</Text>
      ) : (
        <>
          <Table withTableBorder mb="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Installateur</Table.Th>
                <Table.Th>Te laat</Table.Th>
                <Table.Th>Binnen twee werkdagen</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.perInstaller.map((entry) => (
                <Table.Tr key={entry.installerId}>
                  <Table.Td>{entry.installerName}</Table.Td>
                  <Table.Td>{entry.late}</Table.Td>
                  <Table.Td>{entry.soon}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Bestelling</Table.Th>
                  <Table.Th>Installateur</Table.Th>
                  <Table.Th>Wat</Table.Th>
                  <Table.Th>Uiterlijk</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.deadlines.slice(0, 50).map((d) => (
                  <Table.Tr key={`${d.orderId}-${d.kind}`}>
                    <Table.Td>
                      <a href={`/admin/dashboard?lead=${d.leadId}`}>{d.orderId}</a> ({d.postalCode})
                    </Table.Td>
                    <Table.Td>{d.installerName}</Table.Td>
                    <Table.Td>{KIND[d.kind]}</Table.Td>
                    <Table.Td>
                      {formatDate(`${d.dueOn}T12:00:00Z`)}
                      {d.late ? ' (te laat)' : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.total > 50 ? <Text size="sm">De 50 oudste van {data.total}.</Text> : null}
        </>
      )}
    </section>
  );
}
