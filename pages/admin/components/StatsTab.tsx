/**
 * 'Statistieken': the spec's monthly rows, and beyond the spec the leads per size, the pages that bring
 * the most leads, and a bar chart of leads per month (the table under it holds the same figures for
 * screen readers). A failure is only logged (spec section 8).
 */
import { Box, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { formatPercent, monthLabel, shortMonthName } from '../../../src/admin/format.ts';
import { formatNumber } from '../../../src/format.ts';
import { ADMIN_TEXT } from '../../../src/admin/messages.ts';
import { conversionRate } from '../../../src/admin/stats.ts';
import { LEGACY_SIZE_LABELS, SOFTENER_TYPES } from '../../../src/leads/softeners.ts';
import { type StatsOverview, useTRPC } from '../lib/api.tsx';
import { ExportButtons } from './ExportButton.tsx';
import { RetentionNote } from './RetentionNote.tsx';

const ALL_LEADS = { search: '', status: 'all', sort: 'newest' } as const;

/** How the spec counts the two versions (sections 2 and 3), said where the figures are. */
const SIZE_CLASS_NOTE = `Groot: aanvragen van het type 'large' (${LEGACY_SIZE_LABELS.large}); klein: alle andere, de vier modellen inbegrepen.`;

export function StatsTab() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.admin.stats.overview.queryOptions());
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
        {/* The statistics cover every lead; so do these exports. */}
        <ExportButtons filter={ALL_LEADS} disabled={!overview || overview.total === 0} csvLabel={ADMIN_TEXT.exportStats} />
      </Group>
      {stats.isPending ? (
        <Text role="status">Statistieken laden...</Text>
      ) : empty ? (
        <Text role="status">{ADMIN_TEXT.noStats}</Text>
      ) : (
        <StatsView overview={overview} />
      )}
      <RetentionNote />
    </Box>
  );
}

function StatsView({ overview }: { overview: StatsOverview }) {
  return (
    <Box>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        <Figure label="Leads in totaal" value={formatNumber(overview.total)} />
        <Figure label="Klant geworden" value={formatNumber(overview.converted)} />
        <Figure label="Conversie" value={formatPercent(conversionRate(overview.converted, overview.total))} />
      </SimpleGrid>
      <MonthlyChart monthly={overview.monthly} />
      <Title order={3} size="h4" mt="xl" mb="xs" id="monthly-title">
        Per maand
      </Title>
      {/* On a phone the table scrolls inside its own box, never the page. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Per maand, schuift zijwaarts op een smal scherm">
        <Table striped aria-labelledby="monthly-title" miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Maand</Table.Th>
              <Table.Th scope="col" ta="right">Aanvragen</Table.Th>
              {SOFTENER_TYPES.map((model) => (
                <Table.Th key={model} scope="col" ta="right">
                  {model}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">Klein</Table.Th>
              <Table.Th scope="col" ta="right">Groot</Table.Th>
              <Table.Th scope="col" ta="right">Conversie</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {overview.monthly.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                  {monthLabel(row.month)}
                </Table.Th>
                <Table.Td ta="right">{formatNumber(row.count)}</Table.Td>
                {SOFTENER_TYPES.map((model) => (
                  <Table.Td key={model} ta="right">
                    {formatNumber(row.models[model])}
                  </Table.Td>
                ))}
                <Table.Td ta="right">{formatNumber(row.smallCount)}</Table.Td>
                <Table.Td ta="right">{formatNumber(row.largeCount)}</Table.Td>
                <Table.Td ta="right">{formatPercent(row.conversionRate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Text size="xs" c="dimmed" mt={4}>
        {SIZE_CLASS_NOTE}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} mt="xl" spacing="xl">
        <CountTable title="Per model" column="Model" rows={overview.sizes.map((s) => [s.label, s.count])} />
        <CountTable
          title="Pagina's die de meeste leads brengen"
          column="Pagina"
          rows={overview.topPages.map((p) => [p.path === '/' ? '/ (startpagina)' : p.path, p.count])}
        />
      </SimpleGrid>
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
              <Table.Th scope="row" fw={400}>{label}</Table.Th>
              <Table.Td ta="right">{formatNumber(count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** Bars of the last 24 months, oldest on the left; drawn with plain elements, no chart library. */
function MonthlyChart({ monthly }: { monthly: StatsOverview['monthly'] }) {
  const months = monthly.slice(0, 24).reverse();
  const highest = Math.max(1, ...months.map((m) => m.count));
  // Where the chart scrolls, it opens on the newest months (on the right).
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [months.length]);
  return (
    <Box component="figure" m={0} aria-labelledby="chart-title">
      <Title order={3} size="h4" mb="xs" id="chart-title" component="figcaption">
        Leads per maand
      </Title>
      {/* Many months on a narrow screen: the chart scrolls inside its own box, never the page. */}
      <Box ref={scroller} style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Grafiek, schuift zijwaarts op een smal scherm">
        <Box miw={months.length * 44}>
          <Group
            align="flex-end"
            gap={6}
            h={200}
            wrap="nowrap"
            aria-hidden
            style={{ borderBottom: '1px solid var(--mantine-color-gray-5)' }}
          >
            {months.map((m) => (
              // One column per month: the count on top, a bar no wider than 3.5rem (a single month must not
              // fill the whole width), the short month name below.
              <Stack key={m.month} gap={2} align="center" justify="flex-end" h="100%" style={{ flex: 1, maxWidth: '3.5rem' }}>
                <Text size="xs" fw={600}>
                  {formatNumber(m.count)}
                </Text>
                <Box
                  title={`${monthLabel(m.month)}: ${m.count}`}
                  w="100%"
                  style={{
                    minHeight: m.count > 0 ? 2 : 0,
                    height: `${(m.count / highest) * 80}%`,
                    background: 'var(--mantine-color-blue-8)',
                    borderRadius: '2px 2px 0 0',
                  }}
                />
              </Stack>
            ))}
          </Group>
          <Group gap={6} wrap="nowrap" aria-hidden>
            {months.map((m) => (
              <Text key={m.month} size="xs" c="dimmed" ta="center" lh={1.2} style={{ flex: 1, maxWidth: '3.5rem' }}>
                {shortMonthName(m.month)}
                <br />
                {m.month.slice(0, 4)}
              </Text>
            ))}
          </Group>
        </Box>
      </Box>
      <Text size="xs" c="dimmed" mt={4}>
        De cijfers staan in de tabel hieronder.
      </Text>
    </Box>
  );
}
