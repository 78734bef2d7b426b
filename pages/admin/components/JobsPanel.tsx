/**
 * The background work as staff see it (issue 45), in the statistics tab: how mail fares (waiting, given
 * up, the transport's latest error) and per kind of job when it last ran, how many failed for good, and
 * the latest error with when and how many jobs of that kind are failing. The same as GET /api/admin/jobs
 * (docs/deployment.md), which has more (what waits, what runs, the next run).
 */
import { Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../src/admin/format.ts';
import { useTRPC } from '../lib/api.tsx';
import { MailFailure } from './MailAlert.tsx';

/** What each kind of job does, for staff; a kind added later shows its own name until it gets one here. */
const JOB_LABELS: Record<string, string> = {
  'mail.outbox': 'E-mails versturen',
  proposals: 'Voorstellen: bulkverzending, vervallen, herinneringen',
  'retention.purge': 'Bewaartermijn: oude aanvragen wissen',
  'database.compaction': 'Database herschrijven na wissen',
  'household.link-requests': 'Nieuwe persoonlijke links mailen',
  'visits.reminder': 'Herinnering aan een bezoek',
  'visits.breaches': 'Termijnen: dagelijkse mail',
  'pages.rewrite': "Pagina's opnieuw schrijven",
  'jobs.prune': 'Oude taken opruimen',
};

export function JobsPanel() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.admin.jobs.overview.queryOptions(undefined, { refetchInterval: 60_000 }));
  const data = overview.data;
  if (!data) return null;
  const { mail } = data;
  return (
    <section aria-labelledby="jobs-title">
      <Title order={3} size="h4" id="jobs-title" mt="lg" mb="xs">
        E-mail en achtergrondtaken
      </Title>
      <Text size="sm">
        E-mails: {mail.pending} wachtend{mail.oldestPendingAt ? ` (oudste van ${formatDateTime(mail.oldestPendingAt)})` : ''}, {mail.failed} opgegeven.
      </Text>
      {mail.transport.lastError ? <MailFailure mail={mail} /> : <Text size="sm">Geen fouten bij het versturen.</Text>}
      <Table.ScrollContainer minWidth={520} mt="sm">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Taak</Table.Th>
              <Table.Th>Laatst uitgevoerd</Table.Th>
              <Table.Th>Opgegeven</Table.Th>
              <Table.Th>Laatste fout</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.jobs.map((job) => (
              <Table.Tr key={job.name}>
                <Table.Td>{JOB_LABELS[job.name] ?? job.name}</Table.Td>
                <Table.Td>{job.lastFinishedAt ? formatDateTime(job.lastFinishedAt) : 'nog niet'}</Table.Td>
                <Table.Td>{job.failed}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {job.lastError && job.lastErrorAt ? `${formatDateTime(job.lastErrorAt)}, ${job.failing} ${job.failing === 1 ? 'taak' : 'taken'}: ${job.lastError}` : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
