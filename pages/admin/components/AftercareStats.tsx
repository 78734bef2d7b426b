/**
 * Aftercare's monthly figures in the back office (issue 44 item 7): requests for help per seller (how many,
 * median hours to the first answer, late), services done and due, reviews (how many, average stars, shown),
 * with the two exports (the figures, and every request as a row).
 */
import { Button, Group, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { monthLabel } from '../../../src/admin/format.ts';
import { formatNumberIn } from '../../../src/i18n/format.ts';
import { useTRPC } from '../lib/api.tsx';
import { downloadFile } from '../lib/download.ts';
import { notifyError } from '../lib/notices.ts';

const n = (value: number | null) => (value === null ? '–' : formatNumberIn('nl', value));

function download(path: string, name: string) {
  downloadFile(path, name).catch(() => notifyError({ title: 'Export mislukt', message: 'Probeer het opnieuw.' }));
}

export function AftercareStats() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.admin.aftercare.stats.queryOptions());
  const data = stats.data;
  return (
    <section aria-labelledby="aftercare-stats-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="aftercare-stats-title">
          Nazorg in cijfers
        </Title>
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={() => download('/api/admin/stats/aftercare.csv', 'nazorg-cijfers.csv')}>
            Cijfers (CSV)
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => download('/api/admin/exports/support.csv', 'vragen.csv')}>
            Alle vragen (CSV)
          </Button>
        </Group>
      </Group>
      {!data ? null : (
        <>
          <Title order={3} size="h5" mb="xs">
            Vragen om hulp per verkoper
          </Title>
          {data.support.length === 0 ? (
            <Text c="dimmed">Nog geen vragen.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label="Vragen om hulp per maand en verkoper">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Maand</Table.Th>
                    <Table.Th>Verkoper</Table.Th>
                    <Table.Th>Vragen</Table.Th>
                    <Table.Th>Mediaan uren tot eerste antwoord</Table.Th>
                    <Table.Th>Te laat</Table.Th>
                    <Table.Th>Opgelost</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.support.map((row) => (
                    <Table.Tr key={`${row.month}-${row.installerId}`}>
                      <Table.Td>{monthLabel(row.month)}</Table.Td>
                      <Table.Td>{row.installerName}</Table.Td>
                      <Table.Td>{row.requests}</Table.Td>
                      <Table.Td>{n(row.medianHoursToFirstAnswer)}</Table.Td>
                      <Table.Td>{row.late}</Table.Td>
                      <Table.Td>{row.resolved}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Title order={3} size="h5" mt="md" mb="xs">
            Onderhoud en beoordelingen
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label="Onderhoud en beoordelingen per maand">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Maand</Table.Th>
                  <Table.Th>Onderhoud gedaan</Table.Th>
                  <Table.Th>Onderhoud te doen</Table.Th>
                  <Table.Th>Beoordelingen</Table.Th>
                  <Table.Th>Gemiddelde sterren</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...new Set([...data.services.map((row) => row.month), ...data.reviews.map((row) => row.month)])]
                  .sort()
                  .reverse()
                  .map((month) => {
                    const service = data.services.find((row) => row.month === month);
                    const review = data.reviews.find((row) => row.month === month);
                    return (
                      <Table.Tr key={month}>
                        <Table.Td>{monthLabel(month)}</Table.Td>
                        <Table.Td>{service?.done ?? 0}</Table.Td>
                        <Table.Td>{service?.due ?? 0}</Table.Td>
                        <Table.Td>{review?.count ?? 0}</Table.Td>
                        <Table.Td>{review ? n(review.average) : '–'}</Table.Td>
                      </Table.Tr>
                    );
                  })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </section>
  );
}
