/**
 * The order in a lead's detail (issue 33): its status and seller, the dates that matter (ordered,
 * installed, the last day to withdraw, withdrawn or cancelled, how long it is kept), its history, and
 * what staff do with it: record the installation day, record a withdrawal the household sent by mail or
 * phone, or cancel it with a reason and a text (the household is mailed in its language); while it is
 * open, move it to another installer and write the installer's notes (OrderAssignment.tsx).
 */
import { Alert, Badge, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime, isoDateInBrussels } from '../../../src/admin/format.ts';
import { CANCEL_REASON_LABELS, CANCEL_REASONS, ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/orders/lifecycle.ts';
import { ORDER_NOTE_MAX } from '../../../src/orders/schema.ts';
import { isUnauthorized, type LeadDetail, serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { OrderAssignment } from './OrderAssignment.tsx';
import { OrderDates } from './OrderDates.tsx';

const STATUS_COLORS: Record<OrderStatus, string> = {
  accepted: 'green',
  visit_planned: 'cyan',
  visited: 'blue',
  installation_planned: 'indigo',
  installed: 'teal',
  withdrawn: 'red',
  cancelled: 'gray',
};
const ACTORS = { staff: 'medewerker', installer: 'installateur', household: 'huishouden', system: 'systeem' } as const;
const day = (isoDay: string) => formatDate(`${isoDay}T12:00:00Z`);
/** What a step of the history did: a date corrected or a collection (its note), an appointment cancelled, or the status it reached. */
const stepLabel = (step: { fromStatus: OrderStatus | null; toStatus: OrderStatus; note: string | null }) =>
  step.fromStatus === step.toStatus ? step.note : step.fromStatus === 'visit_planned' && step.toStatus === 'accepted' ? 'Afspraak geannuleerd' : ORDER_STATUS_LABELS[step.toStatus];
/** 'jan (installateur)': the kind once, also where the stored name already says it. */
const actorOf = (step: { actorName: string; actorKind: keyof typeof ACTORS }) =>
  step.actorName.endsWith(`(${ACTORS[step.actorKind]})`) ? step.actorName : `${step.actorName} (${ACTORS[step.actorKind]})`;

type Action = 'installed' | 'withdrawn' | 'cancelled' | null;

export function LeadOrder({ lead }: { lead: LeadDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action>(null);
  const [installedOn, setInstalledOn] = useState(isoDateInBrussels(new Date()));
  const [reason, setReason] = useState<string>(CANCEL_REASONS[0]);
  const [note, setNote] = useState('');
  const order = lead.order;
  const done = (title: string) => ({
    onSuccess() {
      setAction(null);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.get.queryKey({ id: lead.id }) });
      notifySuccess({ title, message: '' });
    },
    onError(error: unknown) {
      if (!isUnauthorized(error)) notifyError({ title: 'Niet gelukt', message: serverMessage(error) ?? 'Probeer het later opnieuw' });
    },
  });
  const install = useMutation(trpc.admin.orders.recordInstallation.mutationOptions(done('Installatie geregistreerd')));
  const withdraw = useMutation(trpc.admin.orders.recordWithdrawal.mutationOptions(done('Herroeping geregistreerd')));
  const cancel = useMutation(trpc.admin.orders.cancel.mutationOptions(done('Bestelling geannuleerd')));
  if (!order) return null;
  const open = order.status === 'accepted' || order.status === 'installed';
  return (
    <section aria-labelledby="order-title">
      <Title order={3} size="h4" mb="sm" id="order-title">
        Bestelling {order.id}
      </Title>
      <Group gap="xs" mb="xs">
        <Badge color={STATUS_COLORS[order.status]} variant="light">
          {ORDER_STATUS_LABELS[order.status]}
        </Badge>
        <Text fw={600}>{order.installerName}</Text>
      </Group>
      <Text size="sm">Besteld op {formatDateTime(order.acceptedAt)}</Text>
      {order.visitedOn ? (
        <Text size="sm">
          Bezocht op {day(order.visitedOn)}
          {order.hardnessFH !== null ? `: gemeten hardheid ${String(order.hardnessFH).replace('.', ',')} °fH` : ''}
        </Text>
      ) : null}
      {order.status === 'installation_planned' && order.installationPlannedOn ? <Text size="sm">Installatie gepland op {day(order.installationPlannedOn)}</Text> : null}
      {order.installedOn ? (
        <Text size="sm">
          Geïnstalleerd op {day(order.installedOn)}
          {order.serialNumber ? `, serienummer ${order.serialNumber}` : ''}
        </Text>
      ) : null}
      {order.collectedOn ? <Text size="sm">Toestel opgehaald op {day(order.collectedOn)}</Text> : null}
      <Text size="sm">
        Herroepen kan {order.withdrawalEndsOn ? `tot en met ${day(order.withdrawalEndsOn)}` : 'tot 14 dagen na de installatie (datum nog niet bekend)'}
      </Text>
      {order.withdrawnAt ? <Text size="sm">Herroepen op {formatDateTime(order.withdrawnAt)}</Text> : null}
      {order.cancelledAt && order.cancelReason ? (
        <Text size="sm">
          Geannuleerd op {formatDateTime(order.cancelledAt)}: {CANCEL_REASON_LABELS[order.cancelReason]}
          {order.cancelNote ? ` (${order.cancelNote})` : ''}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">Bewaard voor de wettelijke plichten van de verkoper tot en met {day(order.keptUntil)}.</Text>
      {lead.erasureRequestedAt ? (
        <Alert color="orange" mt="xs" title="Het huishouden vroeg alles te wissen">
          Op {formatDateTime(lead.erasureRequestedAt)}. Wat de bestelling niet nodig heeft, is gewist; de bestelling en de gegevens van de koper blijven tot {day(order.keptUntil)}.
        </Alert>
      ) : null}
      <Stack gap={2} mt="xs" component="ol" p={0} style={{ listStyle: 'none' }} aria-label="Stappen van de bestelling">
        {order.history.map((step, index) => (
          <Text key={index} size="sm" c="dimmed" component="li">
            {formatDateTime(step.createdAt)}: {stepLabel(step)} door {actorOf(step)}
          </Text>
        ))}
      </Stack>
      <OrderDates leadId={lead.id} order={order} />
      {order.status !== 'withdrawn' && order.status !== 'cancelled' && order.status !== 'installed' ? <OrderAssignment key={order.id} leadId={lead.id} order={order} postalCode={lead.postalCode} /> : null}
      {open ? (
        <Group gap="xs" mt="sm">
          {order.status === 'accepted' ? (
            <Button variant="default" onClick={() => setAction('installed')} aria-pressed={action === 'installed'}>
              Installatie registreren
            </Button>
          ) : null}
          <Button variant="default" onClick={() => setAction('withdrawn')} aria-pressed={action === 'withdrawn'}>
            Herroeping registreren
          </Button>
          {order.status === 'accepted' ? (
            <Button variant="default" color="red" onClick={() => setAction('cancelled')} aria-pressed={action === 'cancelled'}>
              Annuleren…
            </Button>
          ) : null}
        </Group>
      ) : null}
      {action === 'installed' ? (
        <Group align="flex-end" mt="sm">
          <TextInput type="date" label="Geïnstalleerd op" value={installedOn} onChange={(event) => setInstalledOn(event.currentTarget.value)} />
          <Button loading={install.isPending} onClick={() => install.mutate({ id: order.id, installedOn })}>
            Opslaan
          </Button>
        </Group>
      ) : null}
      {action === 'withdrawn' || action === 'cancelled' ? (
        <Stack gap="xs" mt="sm">
          {action === 'cancelled' ? (
            <NativeSelect label="Reden" data={CANCEL_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value] }))} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          ) : null}
          {action === 'cancelled' && lead.language === 'fr' ? (
            <Text size="sm" c="orange.9" role="note">
              Franstalig huishouden: de reden gaat in het Frans, schrijf de toelichting in het Frans.
            </Text>
          ) : null}
          <Textarea
            label={action === 'cancelled' ? 'Toelichting voor het huishouden' : 'Hoe kwam de herroeping binnen? (optioneel)'}
            maxLength={ORDER_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group>
            <Button
              color={action === 'cancelled' ? 'red' : undefined}
              loading={cancel.isPending || withdraw.isPending}
              onClick={() =>
                action === 'cancelled'
                  ? cancel.mutate({ id: order.id, reason: reason as (typeof CANCEL_REASONS)[number], note })
                  : withdraw.mutate({ id: order.id, note: note || null })
              }>
              {action === 'cancelled' ? 'Bestelling annuleren en het huishouden mailen' : 'Herroeping registreren en bevestigen'}
            </Button>
            <Button variant="default" onClick={() => setAction(null)}>
              Terug
            </Button>
          </Group>
        </Stack>
      ) : null}
    </section>
  );
}
