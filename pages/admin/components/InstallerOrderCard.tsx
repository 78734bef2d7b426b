/**
 * One order in the installer's view (issue 34): who, where (a tap to call, a tap to the map app), what
 * was ordered, the appointment (.ics for its own calendar) and the one step that comes next: offer
 * slots, record the visit (hardness, can it go ahead, why not), plan the installation, record it done
 * (day and serial number). Dutch; every step answers with the server's message when refused.
 */
import { Anchor, Badge, Button, Card, Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { type FormEvent, useState } from 'react';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { CANCEL_REASON_LABELS, ORDER_STATUS_LABELS, UNSUITABLE_REASONS } from '../../../src/orders/lifecycle.ts';
import type { AppRouter } from '../../../src/trpc/app-router.ts';
import { visitTexts } from '../../../src/visits/texts.ts';
import { serverMessage, useTRPC } from '../lib/api.tsx';
import { downloadFile } from '../lib/download.ts';
import { notifyError, notifySuccess } from '../lib/notices.ts';

export type InstallerOrder = inferRouterOutputs<AppRouter>['installer']['orders']['orders'][number];

const T = visitTexts('nl');
const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** `2026-12-03` and `09:00` (Brussels) as an ISO moment with its offset. */
function moment(day: string, time: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', timeZoneName: 'shortOffset' }).formatToParts(noon).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+1';
  const hours = Number(/GMT([+-]\d+)/.exec(name)?.[1] ?? 1);
  return `${day}T${time}:00${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;
}

function SlotsForm({ order, onDone }: { order: InstallerOrder; onDone(): void }) {
  const trpc = useTRPC();
  const offer = useMutation(trpc.installer.offerSlots.mutationOptions());
  const [rows, setRows] = useState([{ day: '', from: '09:00', to: '11:00' }, { day: '', from: '13:00', to: '15:00' }]);
  const set = (index: number, field: 'day' | 'from' | 'to', value: string) => setRows(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await offer.mutateAsync({ id: order.id, slots: rows.filter((row) => row.day).map((row) => ({ start: moment(row.day, row.from), end: moment(row.day, row.to) })) as never });
      notifySuccess({ title: 'Tijdsloten verstuurd', message: 'Het huishouden kiest er een op zijn pagina.' });
      onDone();
    } catch (error) {
      notifyError({ title: 'Niet verstuurd', message: serverMessage(error) ?? 'Probeer het opnieuw.' });
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={`Tijdsloten voor bestelling ${order.id}`}>
      <Stack gap="xs">
        {rows.map((row, index) => (
          // A phone is 375 px wide: the day on its line, the hours on the next.
          <Group key={index} gap="xs" wrap="wrap">
            <TextInput type="date" aria-label={`Dag ${index + 1}`} value={row.day} onChange={(event) => set(index, 'day', event.currentTarget.value)} style={{ flex: '1 1 100%' }} />
            <TextInput type="time" aria-label={`Van ${index + 1}`} value={row.from} onChange={(event) => set(index, 'from', event.currentTarget.value)} style={{ flex: '1 1 40%' }} />
            <TextInput type="time" aria-label={`Tot ${index + 1}`} value={row.to} onChange={(event) => set(index, 'to', event.currentTarget.value)} style={{ flex: '1 1 40%' }} />
          </Group>
        ))}
        <Group gap="xs">
          {rows.length < 5 ? (
            <Button variant="light" size="compact-sm" onClick={() => setRows([...rows, { day: '', from: '09:00', to: '11:00' }])}>
              Nog een tijdslot
            </Button>
          ) : null}
          <Button type="submit" size="compact-sm" loading={offer.isPending}>
            Tijdsloten versturen
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function VisitForm({ order, onDone }: { order: InstallerOrder; onDone(): void }) {
  const trpc = useTRPC();
  const record = useMutation(trpc.installer.recordVisit.mutationOptions());
  const [hardness, setHardness] = useState<number | string>('');
  const [suitable, setSuitable] = useState(true);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await record.mutateAsync({ id: order.id, hardnessFH: Number(hardness), suitable, reason: suitable ? null : (reason as never), note: note || null } as never);
      notifySuccess({ title: 'Bezoek opgeslagen', message: suitable ? 'Plan nu de installatie.' : 'De bestelling is geannuleerd; het huishouden krijgt een e-mail.' });
      onDone();
    } catch (error) {
      notifyError({ title: 'Niet opgeslagen', message: serverMessage(error) ?? 'Probeer het opnieuw.' });
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={`Bezoek van bestelling ${order.id}`}>
      <Stack gap="xs">
        <NumberInput label="Gemeten hardheid (°fH)" min={0} max={100} decimalScale={1} value={hardness} onChange={setHardness} required />
        <Switch label="De installatie kan doorgaan" checked={suitable} onChange={(event) => setSuitable(event.currentTarget.checked)} />
        {!suitable ? (
          <>
            <Select label="Waarom niet" data={UNSUITABLE_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value].replace(/^Bezoek: /, '') }))} value={reason} onChange={setReason} required />
            <TextInput label="Toelichting" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
          </>
        ) : null}
        <Button type="submit" size="compact-sm" loading={record.isPending}>
          Bezoek opslaan
        </Button>
      </Stack>
    </form>
  );
}

function DayForm({ order, kind, onDone }: { order: InstallerOrder; kind: 'plan' | 'installed'; onDone(): void }) {
  const trpc = useTRPC();
  const plan = useMutation(trpc.installer.planInstallation.mutationOptions());
  const installed = useMutation(trpc.installer.recordInstalled.mutationOptions());
  const [day, setDay] = useState(kind === 'installed' ? isoDateInBrussels(new Date()) : '');
  const [serial, setSerial] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      if (kind === 'plan') await plan.mutateAsync({ id: order.id, plannedOn: day } as never);
      else await installed.mutateAsync({ id: order.id, installedOn: day, serialNumber: serial } as never);
      notifySuccess({ title: kind === 'plan' ? 'Installatie gepland' : 'Installatie opgeslagen', message: `Bestelling ${order.id}` });
      onDone();
    } catch (error) {
      notifyError({ title: 'Niet opgeslagen', message: serverMessage(error) ?? 'Probeer het opnieuw.' });
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={kind === 'plan' ? `Installatie plannen voor bestelling ${order.id}` : `Installatie van bestelling ${order.id}`}>
      <Stack gap="xs">
        <TextInput type="date" label={kind === 'plan' ? 'Installatie op' : 'Geïnstalleerd op'} value={day} onChange={(event) => setDay(event.currentTarget.value)} required />
        {kind === 'installed' ? <TextInput label="Serienummer van het toestel" value={serial} onChange={(event) => setSerial(event.currentTarget.value)} required /> : null}
        <Button type="submit" size="compact-sm" loading={plan.isPending || installed.isPending}>
          {kind === 'plan' ? 'Installatie plannen' : 'Installatie opslaan'}
        </Button>
      </Stack>
    </form>
  );
}

export function InstallerOrderCard({ order }: { order: InstallerOrder }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.installer.pathKey() });
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Bestelling ${order.id}: ${order.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{order.name}</Text>
          <Badge variant="light">{ORDER_STATUS_LABELS[order.status]}</Badge>
        </Group>
        <Text size="sm">
          {order.model}
          {order.hasWifi ? ' met wifi' : ''} · bestelling {order.id}
        </Text>
        <Group gap="xs" grow>
          <Button component="a" href={`tel:${order.phone.replace(/[^+\d]/g, '')}`} variant="light">
            Bellen
          </Button>
          <Button component="a" href={mapLink(order.address)} target="_blank" rel="noopener" variant="light">
            Kaart
          </Button>
        </Group>
        <Text size="sm">{order.address}</Text>
        <Anchor href={`mailto:${order.email}`} size="sm">
          {order.email}
        </Anchor>
        {order.installerNote ? <Text size="sm">Notitie: {order.installerNote}</Text> : null}
        {order.appointment && order.status === 'visit_planned' ? (
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={600}>
              Bezoek: {T.slot(order.appointment.start, order.appointment.end)}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => void downloadFile(`/api/installer/orders/${order.id}/calendar.ics`, 'bezoek.ics')}>
              In mijn agenda (.ics)
            </Button>
          </Group>
        ) : null}
        {order.otherTimesAsked ? <Text size="sm">Het huishouden vraagt andere momenten: {order.otherTimesAsked}</Text> : null}
        {order.status === 'accepted' && order.slots.length > 0 && !order.appointment ? <Text size="sm">{order.slots.length} tijdsloten aangeboden, het huishouden kiest nog.</Text> : null}
        {order.status === 'accepted' && (order.slots.length === 0 || order.otherTimesAsked) ? <SlotsForm order={order} onDone={refresh} /> : null}
        {order.status === 'accepted' || order.status === 'visit_planned' ? <VisitForm order={order} onDone={refresh} /> : null}
        {order.status === 'visited' ? <DayForm order={order} kind="plan" onDone={refresh} /> : null}
        {order.status === 'installation_planned' ? (
          <>
            <Text size="sm">Installatie gepland op {order.installationPlannedOn ? T.day(order.installationPlannedOn) : '–'}</Text>
            <DayForm order={order} kind="installed" onDone={refresh} />
          </>
        ) : null}
        {order.status === 'installed' ? (
          <Text size="sm">
            Geïnstalleerd op {order.installedOn ? T.day(order.installedOn) : '–'}, serienummer {order.serialNumber}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
