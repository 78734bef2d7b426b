/**
 * The background work as staff see it (issue 45), in the statistics tab: how mail fares (waiting, given
 * up, the transport's latest error) and per kind of job when it last ran, how many failed for good, and
 * the latest error with when and how many jobs of that kind are failing. The same as GET /api/admin/jobs
 * (docs/deployment.md), which has more (what waits, what runs, the next run).
 */
import { Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../src/admin/format.ts';
import { type JobsOverview, useTRPC } from '../lib/api.tsx';
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

/** How many jobs of a kind gave up, and its latest error with when and how many are failing; or a dash. */
function jobErrors(job: JobsOverview['jobs'][number]): string {
  const parts = [
    ...(job.failed > 0 ? [`${job.failed} opgegeven`] : []),
    ...(job.lastError && job.lastErrorAt ? [`${formatDateTime(job.lastErrorAt)}, ${job.failing} ${job.failing === 1 ? 'taak' : 'taken'}: ${job.lastError}`] : []),
  ];
  return parts.join('; ') || '—';
}

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
      {/* Two columns and no scroll box: on a phone the cells wrap (a scrolling region needs a keyboard stop). */}
      <Table striped mt="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Taak</Table.Th>
            <Table.Th>Fouten</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.jobs.map((job) => (
            <Table.Tr key={job.name}>
              <Table.Td>
                {JOB_LABELS[job.name] ?? job.name}
                <Text size="xs" c="dimmed">
                  {job.lastFinishedAt ? `laatst uitgevoerd ${formatDateTime(job.lastFinishedAt)}` : 'nog niet uitgevoerd'}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{jobErrors(job)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
