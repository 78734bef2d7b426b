/**
 * 'Rondes' (issue 35, decision 047): every round with its area, phase, registration and number of leads
 * (a table on a laptop, a card per round on a phone); a new round or a change in the form above the list
 * (RoundForm.tsx), with the round's history.
 */
import { Badge, Box, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../src/admin/format.ts';
import { formatNumber } from '../../../src/format.ts';
import { areaLabel } from '../../../src/rounds/area.ts';
import type { RoundPhase } from '../../../src/rounds/phase.ts';
import { type StaffRound, useTRPC } from '../lib/api.tsx';
import { Failure } from './Failure.tsx';
import { RoundForm } from './RoundForm.tsx';

/** The phases as staff read them. */
const PHASE_LABELS: Record<RoundPhase, { label: string; color: string }> = {
  announced: { label: 'Aangekondigd', color: 'gray' },
  registration: { label: 'Inschrijving open', color: 'green' },
  priceRound: { label: 'Prijsronde', color: 'blue' },
  proposals: { label: 'Voorstellen verstuurd', color: 'indigo' },
  installations: { label: 'Installaties', color: 'violet' },
  closed: { label: 'Afgesloten', color: 'dark' },
};

export function RoundsTab() {
  const trpc = useTRPC();
  const rounds = useQuery(trpc.admin.rounds.list.queryOptions());
  // null: no form; 'new': a new round; a round: that round changed.
  const [editing, setEditing] = useState<'new' | StaffRound | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Rondes
        </Title>
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          Nieuwe ronde
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Een inschrijving hoort bij de ronde die open is voor de plaats van het huishouden; is er geen, dan wacht ze op de volgende ronde daar. De pagina's van de site volgen de rondes vanzelf.
      </Text>
      {editing ? <RoundForm key={editing === 'new' ? 'new' : editing.id} round={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {rounds.error ? <Failure error={rounds.error} onRetry={() => void rounds.refetch()} retrying={rounds.isFetching} /> : null}
      {rounds.isPending ? <Text role="status">Rondes laden...</Text> : null}
      {rounds.data?.length === 0 ? <Text role="status">Nog geen rondes. Maak er een met 'Nieuwe ronde'.</Text> : null}
      {rounds.data && rounds.data.length > 0 ? (
        <>
          <Box visibleFrom="sm">
            <Table striped aria-label="Rondes">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Ronde</Table.Th>
                  <Table.Th scope="col">Gebied</Table.Th>
                  <Table.Th scope="col">Fase</Table.Th>
                  <Table.Th scope="col">Inschrijving</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Leads
                  </Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Acties</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rounds.data.map((round) => (
                  <Table.Tr key={round.id} data-round-id={round.id}>
                    <Table.Th scope="row" fw={500}>
                      {round.id}. {round.name}
                    </Table.Th>
                    <Table.Td>{areaLabel(round)}</Table.Td>
                    <Table.Td>
                      <PhaseBadge round={round} />
                    </Table.Td>
                    <Table.Td>
                      {formatDateTime(round.registrationOpensAt)} tot {formatDateTime(round.registrationClosesAt)}
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(round.leads)}</Table.Td>
                    <Table.Td>
                      <EditButton round={round} onEdit={setEditing} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack hiddenFrom="sm" gap="sm" component="ul" aria-label="Rondes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rounds.data.map((round) => (
              <Paper key={round.id} withBorder p="sm" component="li" data-round-card={round.id}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600}>
                    {round.id}. {round.name}
                  </Text>
                  <PhaseBadge round={round} />
                </Group>
                <Text size="sm">{areaLabel(round)}</Text>
                <Text size="sm">
                  Inschrijving {formatDateTime(round.registrationOpensAt)} tot {formatDateTime(round.registrationClosesAt)}
                </Text>
                <Group justify="space-between" mt={4}>
                  <Text size="sm">{formatNumber(round.leads)} leads</Text>
                  <EditButton round={round} onEdit={setEditing} />
                </Group>
              </Paper>
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

function PhaseBadge({ round }: { round: StaffRound }) {
  const phase = PHASE_LABELS[round.phase];
  return (
    <Badge color={phase.color} variant="light" style={{ flexShrink: 0 }}>
      {phase.label}
    </Badge>
  );
}

function EditButton({ round, onEdit }: { round: StaffRound; onEdit: (round: StaffRound) => void }) {
  return (
    <Button size="xs" variant="default" onClick={() => onEdit(round)} aria-label={`Ronde ${round.id} wijzigen`}>
      Wijzigen
    </Button>
  );
}
