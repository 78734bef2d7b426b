/**
 * Salt to deliver and services due in the installer's view (issue 44 items 4 and 5), a phone first: each
 * delivery asked for with a tap to confirm and a day to record it brought; each softener whose service is
 * due within six weeks (or overdue) with a form to record the service done. Its own company's only.
 */
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formatDate, isoDateInBrussels } from '../../../src/admin/format.ts';
import { type InstallerAftercareTexts, installerAftercareTexts } from '../../../src/aftercare/installer-texts.ts';
import { TOUCH, useAftercareStep } from '../lib/aftercare-step.ts';
import { useTRPC } from '../lib/api.tsx';
import { useInstallerTexts } from '../lib/installer-texts.tsx';

const day = (iso: string) => formatDate(`${iso}T12:00:00Z`);


function SaltCard({ delivery, T }: { delivery: { id: number; kg: number; week: string; status: 'asked' | 'confirmed'; household: { name: string; address: string; phone: string } }; T: InstallerAftercareTexts }) {
  const trpc = useTRPC();
  const step = useAftercareStep(T);
  const confirm = useMutation(trpc.installer.aftercare.confirmSalt.mutationOptions());
  const deliver = useMutation(trpc.installer.aftercare.deliverSalt.mutationOptions());
  const [on, setOn] = useState(isoDateInBrussels(new Date()));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void step(() => deliver.mutateAsync({ id: delivery.id, deliveredOn: on }), T.saved);
  };
  return (
    <Card withBorder padding="sm" component="article" aria-label={`${T.salt}: ${delivery.household.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{delivery.household.name}</Text>
          <Badge variant="light">{T.saltStatus[delivery.status]}</Badge>
        </Group>
        <Text>{T.saltLine(delivery.kg, day(delivery.week))}</Text>
        <Text size="sm">{delivery.household.address}</Text>
        <Button component="a" href={`tel:${delivery.household.phone.replace(/[^+\d]/g, '')}`} variant="light" {...TOUCH}>
          {T.call}
        </Button>
        {delivery.status === 'asked' ? (
          <Button onClick={() => void step(() => confirm.mutateAsync({ id: delivery.id }), T.saved)} loading={confirm.isPending} {...TOUCH}>
            {T.confirm}
          </Button>
        ) : null}
        <form onSubmit={submit}>
          <Group gap="xs" align="end" wrap="wrap">
            <TextInput type="date" label={T.delivered} value={on} onChange={(event) => setOn(event.currentTarget.value)} required style={{ flex: '1 1 10rem' }} {...TOUCH} />
            <Button type="submit" variant="light" loading={deliver.isPending} {...TOUCH}>
              {T.deliver}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}

function ServiceCard({ service, T }: { service: { orderId: number; dueOn: string; state: 'due' | 'overdue'; household: { name: string; address: string; phone: string }; serialNumber: string | null }; T: InstallerAftercareTexts }) {
  const trpc = useTRPC();
  const step = useAftercareStep(T);
  const record = useMutation(trpc.installer.aftercare.recordService.mutationOptions());
  const [on, setOn] = useState(isoDateInBrussels(new Date()));
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void step(() => record.mutateAsync({ id: service.orderId, servicedOn: on, note: note || null }), T.serviceRecorded);
  };
  return (
    <Card withBorder padding="sm" component="article" aria-label={`${T.services}: ${service.household.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{service.household.name}</Text>
          {service.state === 'overdue' ? <Badge color="red">{T.overdue}</Badge> : null}
        </Group>
        <Text>
          {T.serviceDue(day(service.dueOn))}
          {service.serialNumber ? ` · ${T.serial(service.serialNumber)}` : ''}
        </Text>
        <Text size="sm">{service.household.address}</Text>
        <Button component="a" href={`tel:${service.household.phone.replace(/[^+\d]/g, '')}`} variant="light" {...TOUCH}>
          {T.call}
        </Button>
        <form onSubmit={submit}>
          <Stack gap="xs">
            <TextInput type="date" label={T.servicedOn} value={on} onChange={(event) => setOn(event.currentTarget.value)} required {...TOUCH} />
            <TextInput label={T.serviceNote} value={note} onChange={(event) => setNote(event.currentTarget.value)} {...TOUCH} />
            <Button type="submit" loading={record.isPending} {...TOUCH}>
              {T.recordService}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}

export function InstallerUpkeep() {
  const trpc = useTRPC();
  const T = installerAftercareTexts(useInstallerTexts().locale);
  const salt = useQuery(trpc.installer.aftercare.salt.queryOptions());
  const services = useQuery(trpc.installer.aftercare.services.queryOptions());
  const deliveries = salt.data?.deliveries ?? [];
  const due = services.data?.services ?? [];
  return (
    <>
      <Stack gap="xs" component="section" aria-label={T.salt}>
        <Title order={2} size="h4">
          {T.salt} ({deliveries.length})
        </Title>
        {salt.data && deliveries.length === 0 ? <Text c="dimmed">{T.none}</Text> : null}
        {deliveries.map((delivery) => (
          <SaltCard key={delivery.id} delivery={delivery} T={T} />
        ))}
      </Stack>
      <Stack gap="xs" component="section" aria-label={T.services}>
        <Title order={2} size="h4">
          {T.services} ({due.length})
        </Title>
        {services.data && due.length === 0 ? <Text c="dimmed">{T.none}</Text> : null}
        {due.map((service) => (
          <ServiceCard key={service.orderId} service={service} T={T} />
        ))}
      </Stack>
    </>
  );
}
