/**
 * The detail of one lead in a drawer (full screen on a phone): its status (badge and menu), big
 * buttons to call and to mail, every field (address, wifi, source page, campaign, the version of the
 * privacy statement consented to), the status history (who changed what, when), staff notes, and
 * erasure on request. It is fetched again every few seconds while open, and says what colleagues
 * changed meanwhile (decision 027).
 */
import { Button, Divider, Drawer, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LANGUAGE_LABELS } from '../../../src/admin/csv.ts';
import { formatDateTime } from '../../../src/admin/format.ts';
import { REFRESH_INTERVAL_MS } from '../../../src/admin/limits.ts';
import { formatPhone } from '../../../src/admin/phone.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { softenerLabel } from '../../../src/leads/softeners.ts';
import { statusLabel } from '../../../src/leads/status.ts';
import { isNotFound, isUnauthorized, type LeadDetail, useTRPC } from '../lib/api.tsx';
import { EmailText, mailtoHref, telHref } from './contact.tsx';
import { Failure } from './Failure.tsx';
import { HouseholdChanges } from './HouseholdChanges.tsx';
import { ChangesByOthers, useChangesByOthers } from './LeadChanges.tsx';
import { LeadErase } from './LeadErase.tsx';
import { LeadLinks } from './LeadLinks.tsx';
import { LeadNotes } from './LeadNotes.tsx';
import { LeadOrder } from './LeadOrder.tsx';
import { LeadProposals } from './LeadProposals.tsx';
import { StatusMenu } from './StatusMenu.tsx';

export function LeadDrawer({ leadId, onClose }: { leadId: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const detail = useQuery({
    ...trpc.admin.leads.get.queryOptions({ id: leadId ?? 0 }),
    enabled: leadId !== null,
    refetchInterval: REFRESH_INTERVAL_MS,
  });
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
      title={title}
      // The drawer's own title is the <h2>: styled as the other section titles, not nested in another.
      // It shrinks and wraps (even a name without spaces), so that the close button stays on screen.
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0, flex: 1 } }}>
      {lead && lead.id === leadId ? (
        <LeadDetailView lead={lead} onErased={onClose} />
      ) : detail.isPending && leadId !== null ? (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label="Lead laden" />
        </Group>
      ) : isNotFound(detail.error) ? (
        <Text role="alert">Deze lead bestaat niet (meer).</Text>
      ) : detail.error && !isUnauthorized(detail.error) ? (
        <Failure error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      ) : null}
    </Drawer>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'break-word' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

function LeadDetailView({ lead, onErased }: { lead: LeadDetail; onErased: () => void }) {
  const { changes, dismiss } = useChangesByOthers(lead);
  const name = `${lead.firstName} ${lead.lastName}`;
  return (
    <Stack gap="lg">
      <ChangesByOthers changes={changes} onDismiss={dismiss} />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Status
        </Text>
        <StatusMenu lead={lead} label={`Status van ${name}`} fullWidth />
      </div>
      <Group grow gap="xs">
        <Button component="a" href={telHref(lead.phone)} variant="outline" aria-label={`Bel ${name} (${formatPhone(lead.phone)})`}>
          Bellen
        </Button>
        <Button component="a" href={mailtoHref(lead.email)} variant="outline" aria-label={`Mail ${name} (${lead.email})`}>
          Mailen
        </Button>
      </Group>

      <dl className="admin-two-columns" style={{ margin: 0 }}>
        <Field label="E-mail">
          <span className="admin-email">
            <EmailText email={lead.email} />
          </span>
        </Field>
        <Field label="Telefoon">{formatPhone(lead.phone)}</Field>
        <Field label="Adres">{addressLine(lead)}</Field>
        <Field label="Type waterverzachter">{softenerLabel(lead.waterSoftenerType)}</Field>
        <Field label="Wifi">{lead.hasWifi ? 'Ja' : 'Nee'}</Field>
        <Field label="Taal">{LANGUAGE_LABELS[lead.language]}</Field>
        <Field label="Aangemeld op">{formatDateTime(lead.createdAt)}</Field>
        <Field label="E-mailadres bevestigd">{lead.confirmedAt === null ? 'Nee (nog niet)' : `Ja, op ${formatDateTime(lead.confirmedAt)}`}</Field>
        {lead.mailStoppedAt !== null ? <Field label="E-mails">Gestopt op vraag van het huishouden ({formatDateTime(lead.mailStoppedAt)})</Field> : null}
        {lead.erasureRequestedAt !== null ? <Field label="Wisvraag">Het huishouden vroeg alles te wissen ({formatDateTime(lead.erasureRequestedAt)}); de bestelling blijft bewaard</Field> : null}
        <Field label="Akkoord met de privacyverklaring">versie van {lead.privacyVersion}</Field>
        <Field label="Pagina van het formulier">{lead.sourceUrl}</Field>
        <Field label="Eerste pagina van het bezoek">{lead.landingPage}</Field>
        <Field label="Campagne (utm_source / utm_medium / utm_campaign)">
          {[lead.utmSource, lead.utmMedium, lead.utmCampaign].some(Boolean)
            ? [lead.utmSource, lead.utmMedium, lead.utmCampaign].map((v) => v ?? '—').join(' / ')
            : ''}
        </Field>
      </dl>

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

      <HouseholdChanges lead={lead} />

      {lead.order ? (
        <>
          <Divider />
          <LeadOrder key={`order-${lead.id}`} lead={lead} />
        </>
      ) : null}

      <Divider />
      <LeadProposals key={`proposals-${lead.id}`} lead={lead} />

      <Divider />
      {/* Keyed by lead: another lead's detail starts with its own draft. */}
      <LeadNotes key={lead.id} lead={lead} />

      <Divider />
      <LeadLinks lead={lead} />

      <Divider />
      <LeadErase lead={lead} onErased={onErased} />
    </Stack>
  );
}
