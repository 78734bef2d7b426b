/**
 * Staff's view of the requests for help and service visits (issue 44 item 3): per company how many are
 * open and late, the late list (no first answer after the due working day, the longest overdue first),
 * then every unresolved request. Staff act on one through the same steps as the installer (REST and tRPC
 * `admin.aftercare.*`, docs/aftercare.md).
 */
import { Badge, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { formatDate } from '../../../src/admin/format.ts';
import { SUPPORT_CATEGORY_LABELS, SUPPORT_STATUS_LABELS } from '../../../src/aftercare/support.ts';
import type { AppRouter } from '../../../src/trpc/app-router.ts';
import { useTRPC } from '../lib/api.tsx';

type Request = inferRouterOutputs<AppRouter>['admin']['aftercare']['support']['requests'][number];

const day = (iso: string) => formatDate(iso.length === 10 ? `${iso}T12:00:00Z` : iso);

function RequestTable({ requests, caption }: { requests: Request[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vraag</Table.Th>
            <Table.Th>Installateur</Table.Th>
            <Table.Th>Huishouden</Table.Th>
            <Table.Th>Wat</Table.Th>
            <Table.Th>Gevraagd</Table.Th>
            <Table.Th>Eerste antwoord uiterlijk</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td>
                {request.id} (bestelling {request.orderId})
              </Table.Td>
              <Table.Td>{request.installerName}</Table.Td>
              <Table.Td>{request.household.name}</Table.Td>
              <Table.Td>{SUPPORT_CATEGORY_LABELS[request.category ?? 'service']}</Table.Td>
              <Table.Td>{day(request.createdAt)}</Table.Td>
              <Table.Td>
                {day(request.answerDueOn)} {request.late ? <Badge color="red">te laat</Badge> : null}
              </Table.Td>
              <Table.Td>{SUPPORT_STATUS_LABELS[request.status]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function SupportPanel() {
  const trpc = useTRPC();
  const late = useQuery(trpc.admin.aftercare.supportLate.queryOptions());
  const open = useQuery(trpc.admin.aftercare.support.queryOptions());
  return (
    <section aria-labelledby="support-title">
      <Title order={2} size="h4" id="support-title" mb="xs">
        Vragen van huishoudens: te laat
      </Title>
      {late.data && late.data.perInstaller.length > 0 ? (
        <Table withTableBorder mb="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Installateur</Table.Th>
              <Table.Th>Open</Table.Th>
              <Table.Th>Te laat</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {late.data.perInstaller.map((row) => (
              <Table.Tr key={row.installerId}>
                <Table.Td>{row.installerName}</Table.Td>
                <Table.Td>{row.open}</Table.Td>
                <Table.Td>{row.late}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {late.data?.requests.length ? <RequestTable requests={late.data.requests} caption="Te laat" /> : <Text c="dimmed">Niets te laat.</Text>}
      <Title order={3} size="h5" mt="md" mb="xs">
        Alle open vragen ({open.data?.requests.length ?? 0})
      </Title>
      {open.data?.requests.length ? <RequestTable requests={open.data.requests} caption="Open vragen" /> : <Text c="dimmed">Geen open vragen.</Text>}
    </section>
  );
}
