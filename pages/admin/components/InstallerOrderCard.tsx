/**
 * One order in the installer's view (issue 34), in its user's language (issue 43): who, where (a tap to
 * call, a tap to the map app), what was ordered, the appointment (.ics for its own calendar) and the
 * one step that comes next: offer slots, record the visit, plan the installation, record it done, or
 * after a withdrawal record the collection (InstallerForms.tsx). Every control is a thumb's size.
 */
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../lib/api.tsx';
import { downloadFile } from '../lib/download.ts';
import { useInstallerTexts } from '../lib/installer-texts.tsx';
import type { InstallerOrder } from '../lib/installer-order.ts';
import { DayForm, SlotsForm, type StepOutcome, VisitForm } from './InstallerForms.tsx';

const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export function InstallerOrderCard({ order, today }: { order: InstallerOrder; today: string }) {
  const T = useInstallerTexts();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<StepOutcome | null>(null);
  const refresh = (result: StepOutcome) => {
    setOutcome(result);
    if (result.ok) void queryClient.invalidateQueries({ queryKey: trpc.installer.pathKey() });
  };
  const toCollect = order.status === 'withdrawn' && !order.collectedOn;
  const C = T.card;
  return (
    <Card withBorder padding="sm" component="article" aria-label={C.label(order.id, order.name)} id={`order-${order.id}`} tabIndex={-1}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{order.name}</Text>
          <Badge variant="light" color={toCollect ? 'orange' : undefined}>
            {toCollect ? C.toCollect : C.status[order.status]}
          </Badge>
        </Group>
        <Text size="sm">{C.what(order.model, order.hasWifi, order.id)}</Text>
        {outcome ? (
          <Alert color={outcome.ok ? 'green' : 'red'} title={outcome.title} role={outcome.ok ? 'status' : 'alert'} p="xs">
            {outcome.message}
          </Alert>
        ) : null}
        <Group gap="xs" grow>
          <Button component="a" href={`tel:${order.phone.replace(/[^+\d]/g, '')}`} variant="light">
            {C.call}
          </Button>
          <Button component="a" href={mapLink(order.address)} target="_blank" rel="noopener" variant="light">
            {C.map}
          </Button>
        </Group>
        <Text size="sm">{order.address}</Text>
        <Anchor href={`mailto:${order.email}`} size="sm" className="admin-tap" style={{ overflowWrap: 'anywhere' }}>
          {order.email}
        </Anchor>
        {order.installerNote ? <Text size="sm">{C.note(order.installerNote)}</Text> : null}
        {order.appointment && order.status === 'visit_planned' ? (
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={600}>
              {C.visit(T.slot(order.appointment.start, order.appointment.end))}
            </Text>
            <Button variant="default" onClick={() => void downloadFile(`/api/installer/orders/${order.id}/calendar.ics`, T.calendar.fileName(order.id))}>
              {C.calendar}
            </Button>
          </Group>
        ) : null}
        {order.otherTimesAsked ? <Text size="sm">{C.otherTimes(order.otherTimesAsked)}</Text> : null}
        {order.status === 'accepted' && order.slots.length > 0 && !order.otherTimesAsked ? <Text size="sm">{C.slotsOffered(order.slots.length)}</Text> : null}
        {order.status === 'accepted' && (order.slots.length === 0 || order.otherTimesAsked) ? <SlotsForm order={order} today={today} onDone={refresh} /> : null}
        {order.status === 'accepted' || order.status === 'visit_planned' ? <VisitForm order={order} today={today} onDone={refresh} /> : null}
        {order.status === 'visited' ? <DayForm order={order} today={today} kind="plannedOn" onDone={refresh} /> : null}
        {order.status === 'installation_planned' ? (
          <>
            <Text size="sm">{C.plannedOn(order.installationPlannedOn ?? today)}</Text>
            <DayForm order={order} today={today} kind="installedOn" onDone={refresh} />
          </>
        ) : null}
        {order.status === 'installed' && order.installedOn ? <Text size="sm">{C.installed(order.installedOn, order.serialNumber ?? '–')}</Text> : null}
        {toCollect ? (
          <>
            <Text size="sm">{C.withdrawn(order.withdrawnOn ?? today)}</Text>
            <DayForm order={order} today={today} kind="collectedOn" onDone={refresh} />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
