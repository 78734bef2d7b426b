/**
 * A round made or changed by staff (issue 35): its name, where it runs (provinces and/or postal codes;
 * neither: everywhere), when registration opens and closes (Brussels time), and the days that follow.
 * The server checks everything (src/rounds/schema.ts) and refuses a registration that runs at the same
 * time as another round's for a same place (409, shown above the buttons). A change shows the history.
 */
import { Alert, Button, Group, List, MultiSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { brusselsClock, formatDateTime } from '../../../src/admin/format.ts';
import { REGIONS, type RegionCode } from '../../../src/places/data/places.ts';
import { REGION_CODES } from '../../../src/rounds/area.ts';
import { brusselsMoment } from '../../../src/rounds/phase.ts';
import type { RoundInput } from '../../../src/rounds/schema.ts';
import { isUnauthorized, serverMessage, type StaffRound, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { fieldErrorsOf } from './ProposalForm.tsx';

const PROVINCE_OPTIONS = REGION_CODES.map((code) => ({ value: code, label: REGIONS[code] }));

/** An instant as a datetime-local field shows it: the wall-clock time in Brussels. */
const localOf = (iso: string) => brusselsClock(iso).toISOString().slice(0, 16);

interface Fields {
  name: string;
  provinces: string[];
  postalCodes: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  proposalsFrom: string;
  proposalsValidUntil: string;
  installationsDueBy: string;
}

function fieldsOf(round: StaffRound | null): Fields {
  return {
    name: round?.name ?? '',
    provinces: [...(round?.provinces ?? [])],
    postalCodes: round?.postalCodes.join(', ') ?? '',
    registrationOpensAt: round ? localOf(round.registrationOpensAt) : '',
    registrationClosesAt: round ? localOf(round.registrationClosesAt) : '',
    proposalsFrom: round?.proposalsFrom ?? '',
    proposalsValidUntil: round?.proposalsValidUntil ?? '',
    installationsDueBy: round?.installationsDueBy ?? '',
  };
}

/** What the server receives; a moment left empty goes as '' (the server says it is missing). */
function inputOf(fields: Fields): RoundInput {
  const moment = (local: string) => (local ? brusselsMoment(local).toISOString() : '');
  return {
    name: fields.name,
    provinces: fields.provinces as RegionCode[],
    postalCodes: fields.postalCodes.split(/[\s,;]+/).filter(Boolean),
    registrationOpensAt: moment(fields.registrationOpensAt),
    registrationClosesAt: moment(fields.registrationClosesAt),
    proposalsFrom: fields.proposalsFrom || null,
    proposalsValidUntil: fields.proposalsValidUntil || null,
    installationsDueBy: fields.installationsDueBy || null,
  };
}

export function RoundForm({ round, onDone }: { round: StaffRound | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(round));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }));
  const callbacks = {
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: trpc.admin.rounds.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.pathKey(), refetchType: 'none' });
      notifySuccess({ title: round ? 'Ronde gewijzigd' : 'Ronde gemaakt', message: `${fields.name}: de pagina's van de site tonen ze binnen enkele seconden.` });
      onDone();
    },
    onError(error: unknown) {
      if (isUnauthorized(error)) return;
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      const message = serverMessage(error);
      if (message && Object.keys(byField).length === 0) setRefusal(message);
      else if (!message) notifyError({ title: 'Niet bewaard', message: 'De server antwoordde niet. Probeer het opnieuw.' });
    },
  };
  const create = useMutation(trpc.admin.rounds.create.mutationOptions(callbacks));
  const update = useMutation(trpc.admin.rounds.update.mutationOptions(callbacks));
  const busy = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    setErrors({});
    const input = inputOf(fields);
    if (round) update.mutate({ id: round.id, round: input });
    else create.mutate(input);
  }

  const error = (field: keyof Fields) => errors[field] ?? errors[`round.${field}`];
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-labelledby="round-form-title" noValidate>
      <Stack gap="sm">
        <Title order={3} size="h4" id="round-form-title">
          {round ? `Ronde ${round.id} wijzigen` : 'Nieuwe ronde'}
        </Title>
        <TextInput label="Naam" required value={fields.name} onChange={(e) => set({ name: e.currentTarget.value })} error={error('name')} />
        <MultiSelect
          label="Provincies"
          description="Leeg en geen postcodes: overal"
          data={PROVINCE_OPTIONS}
          value={fields.provinces}
          onChange={(provinces) => set({ provinces })}
          error={error('provinces')}
          searchable
          clearable
        />
        <TextInput
          label="Postcodes"
          description="Gescheiden door komma's, bv. 9000, 9050"
          value={fields.postalCodes}
          onChange={(e) => set({ postalCodes: e.currentTarget.value })}
          error={error('postalCodes')}
          inputMode="numeric"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="datetime-local" label="Inschrijving opent" description="Belgische tijd" required value={fields.registrationOpensAt} onChange={(e) => set({ registrationOpensAt: e.currentTarget.value })} error={error('registrationOpensAt')} />
          <TextInput type="datetime-local" label="Inschrijving sluit" description="Belgische tijd" required value={fields.registrationClosesAt} onChange={(e) => set({ registrationClosesAt: e.currentTarget.value })} error={error('registrationClosesAt')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput type="date" label="Voorstellen vanaf" value={fields.proposalsFrom} onChange={(e) => set({ proposalsFrom: e.currentTarget.value })} error={error('proposalsFrom')} />
          <TextInput type="date" label="Voorstellen geldig tot" value={fields.proposalsValidUntil} onChange={(e) => set({ proposalsValidUntil: e.currentTarget.value })} error={error('proposalsValidUntil')} />
          <TextInput type="date" label="Installaties klaar tegen" value={fields.installationsDueBy} onChange={(e) => set({ installationsDueBy: e.currentTarget.value })} error={error('installationsDueBy')} />
        </SimpleGrid>
        {refusal ? (
          <Alert color="red" role="alert" title="Niet bewaard">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Annuleren
          </Button>
          <Button type="submit" loading={busy}>
            {round ? 'Wijziging bewaren' : 'Ronde maken'}
          </Button>
        </Group>
        {round ? <RoundHistory id={round.id} /> : null}
      </Stack>
    </Paper>
  );
}

/** Who changed what, newest first. */
function RoundHistory({ id }: { id: number }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.admin.rounds.get.queryOptions({ id }));
  if (!detail.data) return null;
  return (
    <section aria-label="Geschiedenis van de ronde">
      <Title order={4} size="h5" mb={4}>
        Geschiedenis
      </Title>
      <List size="sm" spacing={2}>
        {detail.data.history.map((change) => (
          <List.Item key={change.id}>
            {formatDateTime(change.createdAt)}, {change.changedBy}: {Object.values(change.changes).some((c) => c.from !== null) ? `${Object.keys(change.changes).join(', ')} gewijzigd` : 'gemaakt'}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
