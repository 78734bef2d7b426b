/**
 * Staff's part of an order's dates (issue 43), under its detail: correct a recorded date (the visit, the
 * installation, the collection) with a reason the household reads in its mail, in the audit log and the
 * order's history too; and record the collection of a withdrawn softener. The server checks each day
 * against the order's life (src/orders/date-rules.ts) and says what is allowed.
 */
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { ORDER_NOTE_MAX } from '../../../src/orders/schema.ts';
import { isUnauthorized, type LeadDetail, serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';

type StaffOrder = NonNullable<LeadDetail['order']>;
type Field = 'visitedOn' | 'installedOn' | 'collectedOn';
const LABELS: Record<Field, string> = { visitedOn: 'Bezocht op', installedOn: 'Geïnstalleerd op', collectedOn: 'Opgehaald op' };

export function OrderDates({ leadId, order }: { leadId: number; order: StaffOrder }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fields = (Object.keys(LABELS) as Field[]).filter((field) => order[field] !== null);
  const [open, setOpen] = useState<'correct' | 'collect' | null>(null);
  const [field, setField] = useState<Field>(fields[0] ?? 'installedOn');
  const [day, setDay] = useState(isoDateInBrussels(new Date()));
  const [reason, setReason] = useState('');
  const done = (title: string) => ({
    onSuccess() {
      setOpen(null);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.get.queryKey({ id: leadId }) });
      notifySuccess({ title, message: '' });
    },
    onError(error: unknown) {
      if (!isUnauthorized(error)) notifyError({ title: 'Niet gelukt', message: serverMessage(error) ?? 'Probeer het later opnieuw' });
    },
  });
  const correct = useMutation(trpc.admin.visits.correctDate.mutationOptions(done('Datum verbeterd; het huishouden krijgt een e-mail')));
  const collect = useMutation(trpc.admin.visits.recordCollection.mutationOptions(done('Ophaling geregistreerd')));
  const toCollect = order.status === 'withdrawn' && order.installedOn !== null && order.collectedOn === null;
  if (fields.length === 0 && !toCollect) return null;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (open === 'collect') collect.mutate({ id: order.id, collectedOn: day });
    else correct.mutate({ id: order.id, field, day, reason });
  }
  return (
    <Stack gap="xs" mt="sm">
      <Group gap="xs">
        {fields.length > 0 ? (
          <Button variant="default" onClick={() => setOpen(open === 'correct' ? null : 'correct')} aria-pressed={open === 'correct'}>
            Datum verbeteren…
          </Button>
        ) : null}
        {toCollect ? (
          <Button variant="default" onClick={() => setOpen(open === 'collect' ? null : 'collect')} aria-pressed={open === 'collect'}>
            Ophaling registreren
          </Button>
        ) : null}
      </Group>
      {open ? (
        <form onSubmit={submit} aria-label={open === 'collect' ? 'Ophaling registreren' : 'Datum verbeteren'}>
          <Stack gap="xs">
            {open === 'correct' ? <NativeSelect label="Welke datum" data={fields.map((value) => ({ value, label: `${LABELS[value]} (nu ${order[value]})` }))} value={field} onChange={(event) => setField(event.currentTarget.value as Field)} /> : null}
            <TextInput type="date" label={open === 'collect' ? LABELS.collectedOn : 'De juiste dag'} value={day} onChange={(event) => setDay(event.currentTarget.value)} required />
            {open === 'correct' ? (
              <Textarea label="Reden (het huishouden leest ze in zijn e-mail)" maxLength={ORDER_NOTE_MAX} value={reason} onChange={(event) => setReason(event.currentTarget.value)} required />
            ) : null}
            <Group>
              <Button type="submit" loading={correct.isPending || collect.isPending}>
                {open === 'collect' ? 'Ophaling opslaan' : 'Verbeteren en het huishouden mailen'}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
