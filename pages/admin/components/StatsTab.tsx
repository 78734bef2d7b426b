/**
 * 'Statistieken': the key figures, the monthly statistics (MonthlyStats.tsx: chart and table, per model
 * first), the leads per model and the pages that bring the most leads. A failure is only logged (spec
 * section 8).
 */
import { Box, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatPercent } from '../../../src/admin/format.ts';
import { ADMIN_TEXT } from '../../../src/admin/messages.ts';
import { conversionRate } from '../../../src/admin/stats.ts';
import { formatNumber } from '../../../src/format.ts';
import { type StatsOverview, useTRPC } from '../lib/api.tsx';
import { ExportButtons } from './ExportButton.tsx';
import { MonthlyStats } from './MonthlyStats.tsx';
import { DeadlinesPanel } from './DeadlinesPanel.tsx';
import { JobsPanel } from './JobsPanel.tsx';
import { OrderFunnel } from './OrderFunnel.tsx';
import { ProposalFunnel } from './ProposalFunnel.tsx';
import { RetentionNote } from './RetentionNote.tsx';
import { RoundSelect } from './RoundSelect.tsx';


export function StatsTab() {
  const trpc = useTRPC();
  // Every lead, or one round's (issue 35); the exports beside follow the same choice.
  const [round, setRound] = useState('all');
  const stats = useQuery(trpc.admin.stats.overview.queryOptions({ round }));
  useEffect(() => {
    if (stats.error) console.error('statistics could not be loaded', stats.error);
  }, [stats.error]);

  const overview = stats.data;
  const empty = !overview || overview.monthly.length === 0;
  return (
    <Box>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3">
          {ADMIN_TEXT.statsTab}
        </Title>
        <Group align="flex-end" gap="sm">
          <RoundSelect value={round} onChange={setRound} />
          {/* The statistics cover the leads chosen here; so do these exports. */}
          <ExportButtons filter={{ search: '', status: 'all', confirmed: 'all', round, order: 'all', sort: 'newest' }} disabled={overview?.total === 0} csvLabel={ADMIN_TEXT.exportStats} />
        </Group>
      </Group>
      {stats.isPending ? (
        <Text role="status">Statistieken laden...</Text>
      ) : empty ? (
        <Text role="status">{ADMIN_TEXT.noStats}</Text>
      ) : (
        <StatsView overview={overview} />
      )}
      <RetentionNote />
      <JobsPanel />
    </Box>
  );
}

function StatsView({ overview }: { overview: StatsOverview }) {
  return (
    <Box>
      <div className="admin-figures" style={{ marginBottom: 'var(--mantine-spacing-lg)' }}>
        <Figure label="Leads in totaal" value={formatNumber(overview.total)} />
        <Figure label="Klant geworden" value={formatNumber(overview.converted)} />
        <Figure label="Conversie" value={formatPercent(conversionRate(overview.converted, overview.total))} />
      </div>
      <MonthlyStats monthly={overview.monthly} />
      <ProposalFunnel by="round" />
      <ProposalFunnel by="month" />
      <OrderFunnel />
      <DeadlinesPanel />
      <div className="admin-two-columns" style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
        <CountTable title="Per model" column="Model" rows={overview.sizes.map((s) => [s.label, s.count])} />
        <CountTable
          title="Pagina's die de meeste leads brengen"
          column="Pagina"
          rows={overview.topPages.map((p) => [p.path === '/' ? '/ (startpagina)' : p.path, p.count])}
        />
      </div>
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function CountTable({ title, column, rows }: { title: string; column: string; rows: Array<[string, number]> }) {
  const id = `count-${column.toLowerCase()}`;
  return (
    <Box>
      <Title order={3} size="h4" mb="xs" id={id}>
        {title}
      </Title>
      <Table striped aria-labelledby={id}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{column}</Table.Th>
            <Table.Th scope="col" ta="right">Leads</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, count]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={400} style={{ overflowWrap: 'break-word' }}>{label}</Table.Th>
              <Table.Td ta="right">{formatNumber(count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
