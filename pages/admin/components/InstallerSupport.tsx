/**
 * The requests for help and service visits in the installer's view (issue 44 item 3), first in its
 * view, a 375 px phone first: who (a tap to call, a tap to the map), what, since when and by when the
 * first answer is due (late in red), and its steps: answer, offer times for a visit, resolve. Its own
 * company's only; every control at least 44 px high. In its user's language (issue 43): src/aftercare/installer-texts.ts.
 */
import { Badge, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../src/admin/format.ts';
import { aftercareMailTexts } from '../../../src/aftercare/mail-texts.ts';
import { type InstallerAftercareTexts, installerAftercareTexts } from '../../../src/aftercare/installer-texts.ts';
import type { AppRouter } from '../../../src/trpc/app-router.ts';
import { TOUCH, useAftercareStep } from '../lib/aftercare-step.ts';
import { useTRPC } from '../lib/api.tsx';
import { useInstallerTexts } from '../lib/installer-texts.tsx';
import { type SlotRow, SlotRows, slotsOf } from './SlotRows.tsx';

type Request = inferRouterOutputs<AppRouter>['installer']['aftercare']['support']['requests'][number];

const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
const day = (iso: string) => formatDate(iso.length === 10 ? `${iso}T12:00:00Z` : iso);


function SupportCard({ request, T }: { request: Request; T: InstallerAftercareTexts }) {
  const { locale } = useInstallerTexts();
  const trpc = useTRPC();
  const step = useAftercareStep(T);
  const answer = useMutation(trpc.installer.aftercare.answer.mutationOptions());
  const offer = useMutation(trpc.installer.aftercare.offerSlots.mutationOptions());
  const resolve = useMutation(trpc.installer.aftercare.step.mutationOptions());
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [rows, setRows] = useState<SlotRow[]>([
    { day: '', from: '09:00', to: '11:00' },
    { day: '', from: '13:00', to: '15:00' },
  ]);
  const label = `${T.category[request.category ?? 'service']}: ${request.household.name}`;
  const slot = (start: string, end: string) => aftercareMailTexts(locale).slot(start, end);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (await step(() => answer.mutateAsync({ id: request.id, message: text }), T.answered)) setText('');
  }
  async function sendSlots(event: FormEvent) {
    event.preventDefault();
    await step(() => offer.mutateAsync({ id: request.id, slots: slotsOf(rows) as never }), T.slotsSent);
  }
  async function close(event: FormEvent) {
    event.preventDefault();
    await step(() => resolve.mutateAsync({ id: request.id, to: 'resolved', message: note || null }), T.resolved);
  }

  return (
    <Card withBorder padding="sm" component="article" aria-label={label}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{request.household.name}</Text>
          <Group gap={4} wrap="nowrap">
            {request.late ? <Badge color="red">{T.late}</Badge> : null}
            <Badge variant="light">{T.status[request.status]}</Badge>
          </Group>
        </Group>
        <Text size="sm" fw={600}>
          {T.category[request.category ?? 'service']}
          {request.serialNumber ? ` · ${T.serial(request.serialNumber)}` : ''}
        </Text>
        {request.message ? <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{request.message}</Text> : null}
        <Text size="sm">
          {T.asked(day(request.createdAt))} · {T.due(day(request.answerDueOn))}
        </Text>
        <Group gap="xs" grow>
          <Button component="a" href={`tel:${request.household.phone.replace(/[^+\d]/g, '')}`} variant="light" {...TOUCH}>
            {T.call}
          </Button>
          <Button component="a" href={mapLink(request.household.address)} target="_blank" rel="noopener" variant="light" {...TOUCH}>
            {T.map}
          </Button>
        </Group>
        <Text size="sm">{request.household.address}</Text>
        {request.appointment ? <Text fw={600}>{T.booked(slot(request.appointment.start, request.appointment.end))}</Text> : null}
        {request.slots > 0 && !request.appointment ? <Text size="sm">{T.slotsOffered(request.slots)}</Text> : null}
        <form onSubmit={(event) => void send(event)}>
          <Stack gap="xs">
            <Textarea label={T.answer} value={text} onChange={(event) => setText(event.currentTarget.value)} autosize minRows={2} required />
            <Button type="submit" loading={answer.isPending} {...TOUCH}>
              {T.sendAnswer}
            </Button>
          </Stack>
        </form>
        {!request.appointment ? (
          <form onSubmit={(event) => void sendSlots(event)} aria-label={`${T.slots}: ${request.household.name}`}>
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {T.slots}
              </Text>
              <SlotRows rows={rows} onChange={setRows} T={T} />
              <Button type="submit" variant="light" loading={offer.isPending} {...TOUCH}>
                {T.sendSlots}
              </Button>
            </Stack>
          </form>
        ) : null}
        <form onSubmit={(event) => void close(event)}>
          <Stack gap="xs">
            <TextInput label={T.resolveNote} value={note} onChange={(event) => setNote(event.currentTarget.value)} {...TOUCH} />
            <Button type="submit" color="green" loading={resolve.isPending} {...TOUCH}>
              {T.resolve}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

export function InstallerSupport() {
  const trpc = useTRPC();
  const { locale } = useInstallerTexts();
  const T = installerAftercareTexts(locale);
  const support = useQuery(trpc.installer.aftercare.support.queryOptions());
  const requests = support.data?.requests ?? [];
  return (
    <Stack gap="xs" component="section" aria-label={T.support}>
      <Title order={2} size="h4">
        {T.support} ({requests.length})
      </Title>
      {support.data && requests.length === 0 ? <Text c="dimmed">{T.none}</Text> : null}
      {requests.map((request) => (
        <SupportCard key={request.id} request={request} T={T} />
      ))}
    </Stack>
  );
}
