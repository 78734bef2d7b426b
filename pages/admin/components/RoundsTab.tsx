/**
 * 'Rondes' (issue 35, decision 047): every round with its area, phase, registration and number of leads;
 * a new round or a change in the form below the list (RoundForm.tsx), with the round's history.
 */
import { Badge, Button, Group, ScrollArea, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
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
        <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Rondes (schuift opzij)' }}>
          <Table striped miw={760} aria-label="Rondes">
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
                    <Badge color={PHASE_LABELS[round.phase].color} variant="light">
                      {PHASE_LABELS[round.phase].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {formatDateTime(round.registrationOpensAt)} tot {formatDateTime(round.registrationClosesAt)}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(round.leads)}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => setEditing(round)} aria-label={`Ronde ${round.id} wijzigen`}>
                      Wijzigen
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : null}
    </Stack>
  );
}
