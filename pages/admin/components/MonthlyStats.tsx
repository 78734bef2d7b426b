/**
 * The statistics per month: a bar chart of the last months, and the table with the same figures (for
 * screen readers, and exact). Per model first, then the conversion; the spec's two classes 'Groot' and
 * 'Klein' come last, with their meaning written out, because they do not mean what staff would guess:
 * 'Groot' counts only the old value 'large', and the 25L model is 'Klein' (spec sections 2 and 3).
 * On a phone the table has three columns (month with its models, requests, conversion): no sideways
 * scrolling, and the chart shows the last 12 months.
 */
import { Box, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { formatPercent, monthLabel, shortMonthName } from '../../../src/admin/format.ts';
import { formatNumber } from '../../../src/format.ts';
import { LEGACY_SIZE_LABELS, SOFTENER_TYPES } from '../../../src/leads/softeners.ts';
import type { StatsOverview } from '../lib/api.tsx';

type Month = StatsOverview['monthly'][number];

/** The spec's two classes, spelled out where the figures are. */
export const SIZE_CLASS_HEADERS = { large: "Groot ('large')", small: 'Klein (overige)' } as const;
const SIZE_CLASS_NOTE = `${SIZE_CLASS_HEADERS.large} en ${SIZE_CLASS_HEADERS.small} tellen zoals de specificatie: groot zijn alleen de aanvragen van het oude type 'large' (${LEGACY_SIZE_LABELS.large}); klein zijn alle andere, de vier modellen 25L, 18L, 12L en 9L inbegrepen. Per model staat ervoor.`;

const CONFIRMED_NOTE = 'Bevestigd: de aanvragen van die maand waarvan het huishouden intussen zijn e-mailadres bevestigde door zijn persoonlijke link te openen.';

const PHONE = '(max-width: 47.99em)';

export function MonthlyStats({ monthly }: { monthly: StatsOverview['monthly'] }) {
  const phone = useMediaQuery(PHONE);
  return (
    <>
      <MonthlyChart monthly={monthly.slice(0, phone ? 12 : 24)} compact={phone} />
      <Title order={3} size="h4" mt="xl" mb="xs" id="monthly-title">
        Per maand
      </Title>
      {phone ? <PhoneTable monthly={monthly} /> : <FullTable monthly={monthly} />}
      <Text size="xs" c="dimmed" mt={4}>
        {SIZE_CLASS_NOTE}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {CONFIRMED_NOTE}
      </Text>
    </>
  );
}

function FullTable({ monthly }: { monthly: StatsOverview['monthly'] }) {
  return (
    // From a tablet up every column fits; the box scrolls only on a narrow window of a laptop.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Per maand">
      <Table striped aria-labelledby="monthly-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Maand</Table.Th>
            <Table.Th scope="col" ta="right">Aanvragen</Table.Th>
            {SOFTENER_TYPES.map((model) => (
              <Table.Th key={model} scope="col" ta="right">
                {model}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">Conversie</Table.Th>
            <Table.Th scope="col" ta="right">Bevestigd</Table.Th>
            <Table.Th scope="col" ta="right">{SIZE_CLASS_HEADERS.large}</Table.Th>
            <Table.Th scope="col" ta="right">{SIZE_CLASS_HEADERS.small}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monthly.map((row) => (
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
              <Table.Td ta="right">{formatPercent(row.conversionRate)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.confirmedCount)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.largeCount)}</Table.Td>
              <Table.Td ta="right">{formatNumber(row.smallCount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** The models of a month in one line: '25L 40 · 18L 30 · 12L 30 · 9L 20', and 'large' when there are any. */
function modelsLine(row: Month): string {
  const models = SOFTENER_TYPES.map((model) => `${model} ${formatNumber(row.models[model])}`);
  if (row.largeCount > 0) models.push(`${SIZE_CLASS_HEADERS.large} ${formatNumber(row.largeCount)}`);
  return models.join(' · ');
}

function PhoneTable({ monthly }: { monthly: StatsOverview['monthly'] }) {
  return (
    <Table striped aria-labelledby="monthly-title">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Maand en per model</Table.Th>
          <Table.Th scope="col" ta="right">Aanvragen</Table.Th>
          <Table.Th scope="col" ta="right">Conversie</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {monthly.map((row) => (
          <Table.Tr key={row.month}>
            <Table.Th scope="row" fw={400}>
              <Text inherit fw={600}>
                {monthLabel(row.month)}
              </Text>
              <Text size="xs" c="dimmed">
                {modelsLine(row)}
              </Text>
              <Text size="xs" c="dimmed">
                Bevestigd {formatNumber(row.confirmedCount)}
              </Text>
            </Table.Th>
            <Table.Td ta="right">{formatNumber(row.count)}</Table.Td>
            <Table.Td ta="right">{formatPercent(row.conversionRate)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * Bars of the last months, oldest on the left; drawn with plain elements, no chart library. On a
 * phone twelve narrower bars fit the screen (the year is written under January and the first month).
 */
function MonthlyChart({ monthly, compact }: { monthly: StatsOverview['monthly']; compact: boolean }) {
  const months = [...monthly].reverse();
  const highest = Math.max(1, ...months.map((m) => m.count));
  // Where the chart scrolls (a narrow laptop window), it opens on the newest months (on the right).
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [months.length]);
  const showYear = (index: number, month: string) => !compact || index === 0 || month.endsWith('-01');
  return (
    <Box component="figure" m={0} aria-labelledby="chart-title">
      <Title order={3} size="h4" mb="xs" id="chart-title" component="figcaption">
        Leads per maand
      </Title>
      <Box ref={scroller} style={{ overflowX: compact ? 'hidden' : 'auto' }} tabIndex={compact ? undefined : 0} role="group" aria-label="Grafiek van de leads per maand">
        <Box miw={compact ? undefined : months.length * 44}>
          <Group align="flex-end" gap={compact ? 2 : 6} h={200} wrap="nowrap" aria-hidden style={{ borderBottom: '1px solid var(--mantine-color-gray-5)' }}>
            {months.map((m) => (
              // One column per month: the count on top, a bar no wider than 3.5rem, the month below.
              <Stack key={m.month} gap={2} align="center" justify="flex-end" h="100%" style={{ flex: 1, maxWidth: '3.5rem', minWidth: 0 }}>
                <Text size="xs" fw={600} fz={compact ? 10 : undefined}>
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
          <Group gap={compact ? 2 : 6} wrap="nowrap" aria-hidden>
            {months.map((m, index) => (
              <Text key={m.month} size="xs" c="dimmed" ta="center" lh={1.2} fz={compact ? 10 : undefined} style={{ flex: 1, maxWidth: '3.5rem', minWidth: 0 }}>
                {shortMonthName(m.month)}
                <br />
                {showYear(index, m.month) ? m.month.slice(0, 4) : '\u00a0'}
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
