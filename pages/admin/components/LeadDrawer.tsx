/**
 * The detail of one lead in a drawer: every field (address, wifi, source page, campaign, the version of
 * the privacy statement consented to), the status control, the status history (who changed what, when),
 * staff notes, and erasure on request.
 */
import {
  Anchor,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { formatDateTime } from '../../../src/admin/format.ts';
import { ADMIN_LIMITS } from '../../../src/admin/limits.ts';
import { ADMIN_NOTICES } from '../../../src/admin/messages.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { softenerLabel } from '../../../src/leads/softeners.ts';
import { type LeadStatus, statusLabel } from '../../../src/leads/status.ts';
import { isUnauthorized, type LeadDetail, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { STATUS_OPTIONS } from './status-options.ts';
import { useStatusChange } from './useStatusChange.ts';

export function LeadDrawer({ leadId, onClose }: { leadId: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const detail = useQuery({ ...trpc.admin.leads.get.queryOptions({ id: leadId ?? 0 }), enabled: leadId !== null });
  const lead = detail.data;
  const title = lead ? `${lead.firstName} ${lead.lastName}` : 'Lead';
  // On a phone the drawer takes the whole screen instead of a sliver beside the list.
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Drawer
      opened={leadId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': 'Sluiten' }}
      title={<Title order={2} size="h3">{title}</Title>}>
      {detail.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Lead laden" />
        </Group>
      ) : lead ? (
        <LeadDetailView lead={lead} onErased={onClose} />
      ) : (
        <Text role="alert">{isUnauthorized(detail.error) ? '' : 'Deze lead bestaat niet (meer).'}</Text>
      )}
    </Drawer>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

function LeadDetailView({ lead, onErased }: { lead: LeadDetail; onErased: () => void }) {
  const changeStatus = useStatusChange();
  return (
    <Stack gap="lg">
      <NativeSelect
        label="Status"
        value={lead.status}
        disabled={changeStatus.isPending}
        onChange={(event) => changeStatus.mutate({ id: lead.id, status: event.currentTarget.value as LeadStatus })}
        data={STATUS_OPTIONS}
      />

      <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" spacing="sm" m={0}>
        <Field label="E-mail">
          <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor>
        </Field>
        <Field label="Telefoon">
          <Anchor href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`}>{lead.phone}</Anchor>
        </Field>
        <Field label="Adres">{addressLine(lead)}</Field>
        <Field label="Type waterverzachter">{softenerLabel(lead.waterSoftenerType)}</Field>
        <Field label="Wifi">{lead.hasWifi ? 'Ja' : 'Nee'}</Field>
        <Field label="Aangemeld op">{formatDateTime(lead.createdAt)}</Field>
        <Field label="Akkoord met de privacyverklaring">versie van {lead.privacyVersion}</Field>
        <Field label="Pagina van het formulier">{lead.sourceUrl}</Field>
        <Field label="Eerste pagina van het bezoek">{lead.landingPage}</Field>
        <Field label="Campagne (utm_source / utm_medium / utm_campaign)">
          {[lead.utmSource, lead.utmMedium, lead.utmCampaign].some(Boolean)
            ? [lead.utmSource, lead.utmMedium, lead.utmCampaign].map((v) => v ?? '—').join(' / ')
            : ''}
        </Field>
      </SimpleGrid>

      <Divider />
      <section aria-labelledby="history-title">
        <Title order={3} size="h4" mb="sm" id="history-title">
          Statusgeschiedenis
        </Title>
        <Timeline bulletSize={14} lineWidth={2} active={lead.history.length}>
          {lead.history.map((change) => (
            <Timeline.Item key={change.id} title={`${statusLabel(change.fromStatus)} → ${statusLabel(change.toStatus)}`}>
              <Text size="sm" c="dimmed">
                {formatDateTime(change.createdAt)} door {change.changedBy}
              </Text>
            </Timeline.Item>
          ))}
          <Timeline.Item title="Aangemeld">
            <Text size="sm" c="dimmed">
              {formatDateTime(lead.createdAt)}
            </Text>
          </Timeline.Item>
        </Timeline>
      </section>

      <Divider />
      <Notes lead={lead} />

      <Divider />
      <Erase lead={lead} onErased={onErased} />
    </Stack>
  );
}

function Notes({ lead }: { lead: LeadDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const addNote = useMutation(
    trpc.admin.leads.addNote.mutationOptions({
      onSuccess(note) {
        queryClient.setQueryData<LeadDetail>(trpc.admin.leads.get.queryKey({ id: lead.id }), (detail) =>
          detail ? { ...detail, notes: [note, ...detail.notes] } : detail,
        );
        setBody('');
        notifySuccess(ADMIN_NOTICES.noteAdded);
      },
      onError(error) {
        if (!isUnauthorized(error)) notifyError(ADMIN_NOTICES.noteFailed);
      },
    }),
  );
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (body.trim() !== '') addNote.mutate({ id: lead.id, body });
  }
  return (
    <section aria-labelledby="notes-title">
      <Title order={3} size="h4" mb="sm" id="notes-title">
        Notities
      </Title>
      <form onSubmit={onSubmit}>
        <Textarea
          label="Nieuwe notitie"
          autosize
          minRows={2}
          maxLength={ADMIN_LIMITS.noteBody}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          disabled={addNote.isPending}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" size="sm" disabled={addNote.isPending || body.trim() === ''}>
            Notitie toevoegen
          </Button>
        </Group>
      </form>
      <Stack gap="xs" mt="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
        {lead.notes.map((note) => (
          <li key={note.id}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.body}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(note.createdAt)} · {note.author}
            </Text>
          </li>
        ))}
      </Stack>
    </section>
  );
}

function Erase({ lead, onErased }: { lead: LeadDetail; onErased: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const erase = useMutation(
    trpc.admin.leads.erase.mutationOptions({
      onSuccess() {
        setConfirming(false);
        onErased();
        queryClient.removeQueries({ queryKey: trpc.admin.leads.get.queryKey({ id: lead.id }) });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.list.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.admin.stats.pathKey(), refetchType: 'none' });
        notifySuccess(ADMIN_NOTICES.leadErased);
      },
      onError(error) {
        if (!isUnauthorized(error)) notifyError(ADMIN_NOTICES.eraseFailed);
      },
    }),
  );
  return (
    <section aria-labelledby="erase-title">
      <Title order={3} size="h4" mb="xs" id="erase-title">
        Gegevens wissen
      </Title>
      <Text size="sm" mb="sm">
        Op verzoek van de persoon (AVG): de lead, de statusgeschiedenis en de notities worden definitief gewist.
      </Text>
      <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
        Lead verwijderen
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Lead definitief verwijderen?" centered>
        <Text mb="md">
          De gegevens van {lead.firstName} {lead.lastName} en hun geschiedenis worden gewist. Dit kan niet ongedaan
          worden gemaakt.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            Annuleren
          </Button>
          <Button color="red" onClick={() => erase.mutate({ id: lead.id })} disabled={erase.isPending}>
            Definitief verwijderen
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
