/**
 * The steps an installer takes on an order (issue 34), in its user's language (issue 43): offer slots
 * (each row labelled: day, from, to), record the visit (the hardness with one decimal, written the
 * Belgian way with a comma; can it go ahead, yes or no; why not), plan and record the installation,
 * record the collection after a withdrawal. Date pickers keep to the days the order's life allows
 * (src/orders/date-rules.ts, checked again by the server); how each step went (the server's message when
 * refused) is said in the order's card.
 */
import { Alert, Button, Fieldset, Group, NativeSelect, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { addDays } from '../../../src/orders/dates.ts';
import { allowedDays, PLANNING_HORIZON_DAYS } from '../../../src/orders/date-rules.ts';
import { UNSUITABLE_REASONS } from '../../../src/orders/lifecycle.ts';
import { serverMessage, useTRPC } from '../lib/api.tsx';
import { useInstallerTexts } from '../lib/installer-texts.tsx';
import { datesOfOrder, type InstallerOrder } from '../lib/installer-order.ts';

/** How a step went, shown in the card itself (a notice at the foot of a phone's screen would cover the next button). */
export interface StepOutcome {
  ok: boolean;
  title: string;
  message: string;
}

interface FormProps {
  order: InstallerOrder;
  today: string;
  /** Called with how the step went; on success the card's order is fetched again. */
  onDone(outcome: StepOutcome): void;
}

/** `2026-12-03` and `09:00` (Brussels) as an ISO moment with its offset. */
function moment(day: string, time: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', timeZoneName: 'shortOffset' }).formatToParts(noon).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+1';
  const hours = Number(/GMT([+-]\d+)/.exec(name)?.[1] ?? 1);
  return `${day}T${time}:00${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;
}

/** Runs a step and says how it went: the server's message when refused. */
function useStep() {
  const T = useInstallerTexts();
  return async (step: () => Promise<unknown>, done: { title: string; message: string }, onDone: (outcome: StepOutcome) => void) => {
    try {
      await step();
      onDone({ ok: true, ...done });
    } catch (error) {
      onDone({ ok: false, title: T.failed.title, message: serverMessage(error) ?? T.failed.retry });
    }
  };
}

export function SlotsForm({ order, today, onDone }: FormProps) {
  const T = useInstallerTexts();
  const S = T.slots;
  const trpc = useTRPC();
  const offer = useMutation(trpc.installer.offerSlots.mutationOptions());
  const run = useStep();
  const [rows, setRows] = useState([{ day: '', from: '09:00', to: '11:00' }, { day: '', from: '13:00', to: '15:00' }]);
  const set = (index: number, field: 'day' | 'from' | 'to', value: string) => setRows(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  function submit(event: FormEvent) {
    event.preventDefault();
    const slots = rows.filter((row) => row.day).map((row) => ({ start: moment(row.day, row.from), end: moment(row.day, row.to) }));
    void run(() => offer.mutateAsync({ id: order.id, slots } as never), { title: S.sent, message: S.sentText }, onDone);
  }
  return (
    <form onSubmit={submit} aria-label={S.form(order.id)}>
      <Stack gap="xs">
        {rows.map((row, index) => (
          // A phone is 375 px wide: the day on its line, the hours on the next.
          <Fieldset key={index} legend={S.legend(index + 1)} p="xs">
            <Group gap="xs" wrap="wrap">
              <TextInput type="date" label={S.day} min={addDays(today, 1)} max={addDays(today, PLANNING_HORIZON_DAYS - 1)} value={row.day} onChange={(event) => set(index, 'day', event.currentTarget.value)} style={{ flex: '1 1 100%' }} />
              <TextInput type="time" label={S.from} value={row.from} onChange={(event) => set(index, 'from', event.currentTarget.value)} style={{ flex: '1 1 40%' }} />
              <TextInput type="time" label={S.to} value={row.to} onChange={(event) => set(index, 'to', event.currentTarget.value)} style={{ flex: '1 1 40%' }} />
            </Group>
            {index >= 2 ? (
              <Button variant="subtle" mt="xs" onClick={() => setRows(rows.filter((_, i) => i !== index))}>
                {S.remove}
              </Button>
            ) : null}
          </Fieldset>
        ))}
        <Group gap="xs">
          {rows.length < 5 ? (
            <Button variant="light" onClick={() => setRows([...rows, { day: '', from: '09:00', to: '11:00' }])}>
              {S.add}
            </Button>
          ) : null}
          <Button type="submit" loading={offer.isPending}>
            {S.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function VisitForm({ order, today, onDone }: FormProps) {
  const T = useInstallerTexts();
  const V = T.visit;
  const trpc = useTRPC();
  const record = useMutation(trpc.installer.recordVisit.mutationOptions());
  const run = useStep();
  const goAheadId = useId();
  const [hardness, setHardness] = useState<number | string>('');
  const [suitable, setSuitable] = useState(true);
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  // A visit recorded before the day of its appointment calls that appointment off: say so first.
  const bookedLater = order.appointment && order.status === 'visit_planned' && isoDateInBrussels(order.appointment.start) > today ? order.appointment : null;
  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { id: order.id, hardnessFH: typeof hardness === 'number' ? hardness : Number(String(hardness).replace(',', '.')), suitable, reason: suitable ? null : reason || null, note: note || null };
    void run(() => record.mutateAsync(input as never), { title: V.saved, message: suitable ? V.savedGoAhead : V.savedCancelled }, onDone);
  }
  return (
    <form onSubmit={submit} aria-label={V.form(order.id)}>
      <Stack gap="xs">
        <NumberInput label={V.hardness} min={0} max={100} decimalScale={1} decimalSeparator="," inputMode="decimal" value={hardness} onChange={setHardness} required />
        <div>
          <Text size="sm" fw={500} id={goAheadId} mb={4}>
            {V.goAhead}
          </Text>
          <SegmentedControl
            aria-labelledby={goAheadId}
            fullWidth
            value={suitable ? 'yes' : 'no'}
            onChange={(value) => setSuitable(value === 'yes')}
            data={[
              { value: 'yes', label: V.yes },
              { value: 'no', label: V.no },
            ]}
          />
        </div>
        {!suitable ? (
          <>
            <NativeSelect label={V.reason} data={[{ value: '', label: V.chooseReason, disabled: true }, ...UNSUITABLE_REASONS.map((value) => ({ value, label: V.reasons[value] }))]} value={reason} onChange={(event) => setReason(event.currentTarget.value)} required />
            <TextInput label={V.note} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
          </>
        ) : null}
        {bookedLater ? (
          <Alert color="orange" p="xs">
            {V.early(T.slot(bookedLater.start, bookedLater.end))}
          </Alert>
        ) : null}
        <Button type="submit" loading={record.isPending}>
          {V.save}
        </Button>
      </Stack>
    </form>
  );
}

/** Plan the installation, record it done (with the serial number), or record the collection after a withdrawal. */
export function DayForm({ order, today, kind, onDone }: FormProps & { kind: 'plannedOn' | 'installedOn' | 'collectedOn' }) {
  const T = useInstallerTexts();
  const D = T.dates;
  const trpc = useTRPC();
  const plan = useMutation(trpc.installer.planInstallation.mutationOptions());
  const installed = useMutation(trpc.installer.recordInstalled.mutationOptions());
  const collected = useMutation(trpc.installer.recordCollection.mutationOptions());
  const run = useStep();
  const range = allowedDays(kind, datesOfOrder(order), today);
  const [day, setDay] = useState(kind === 'plannedOn' ? '' : today);
  const [serial, setSerial] = useState('');
  const forms = {
    plannedOn: { label: D.planForm(order.id), button: D.plan, done: D.planned, step: () => plan.mutateAsync({ id: order.id, plannedOn: day } as never) },
    installedOn: { label: D.installedForm(order.id), button: D.install, done: D.installedDone, step: () => installed.mutateAsync({ id: order.id, installedOn: day, serialNumber: serial } as never) },
    collectedOn: { label: D.collectForm(order.id), button: D.collect, done: D.collectedDone, step: () => collected.mutateAsync({ id: order.id, collectedOn: day } as never) },
  };
  const form = forms[kind];
  function submit(event: FormEvent) {
    event.preventDefault();
    void run(form.step, { title: form.done, message: D.order(order.id) }, onDone);
  }
  return (
    <form onSubmit={submit} aria-label={form.label}>
      <Stack gap="xs">
        <TextInput type="date" label={D.fields[kind]} min={range.earliest} max={range.latest} value={day} onChange={(event) => setDay(event.currentTarget.value)} required />
        {kind === 'installedOn' ? <TextInput label={D.serial} value={serial} onChange={(event) => setSerial(event.currentTarget.value)} required /> : null}
        <Button type="submit" loading={plan.isPending || installed.isPending || collected.isPending}>
          {form.button}
        </Button>
      </Stack>
    </form>
  );
}
