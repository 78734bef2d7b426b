/**
 * A lead's personal proposals in its detail (issues 24 and 33): each with its status (sent, accepted with
 * the moment and the text accepted, declined, expired, withdrawn) and its seller, and the form of a new
 * one, which starts from the household's own answers, is kept as a draft while staff type (through an
 * ended session), and shows the proposal as the household will read it before it is sent. Sending a new
 * one while one is open withdraws that one: the form says so before the button is pressed. A customer
 * or a lost lead gets one only when staff press 'toch versturen' (issue 31; recorded in the audit log).
 */
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../src/admin/format.ts';
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '../../../src/proposals/status.ts';
import { formatProposalPrice } from '../../../src/proposals/texts.ts';
import { statusLabel } from '../../../src/leads/status.ts';
import { isUnauthorized, type LeadDetail, serverMessage, useTRPC } from '../lib/api.tsx';
import { readProposalDraft, saveProposalDraft } from '../lib/drafts.ts';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { fieldErrorsOf, initialProposalValues, type ProposalFormValues, ProposalTermsFields, termsOf, useProposalForm } from './ProposalForm.tsx';
import { ProposalPreview } from './ProposalPreview.tsx';

const PROPOSAL_STATUS_COLORS: Record<ProposalStatus, string> = {
  sent: 'blue',
  accepted: 'green',
  declined: 'red',
  expired: 'gray',
  withdrawn: 'gray',
};

const day = (isoDay: string) => formatDate(`${isoDay}T12:00:00Z`);

export function LeadProposals({ lead }: { lead: LeadDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fresh = initialProposalValues({ model: lead.waterSoftenerType, hasWifi: lead.hasWifi });
  const [preview, setPreview] = useState<{ lines: string[]; language: 'nl' | 'fr' } | null>(null);
  // Every change is kept as a draft of this lead's proposal; a change also ends the preview shown.
  const form = useProposalForm(readProposalDraft<ProposalFormValues>(lead.id) ?? fresh, (values) => {
    saveProposalDraft(lead.id, values);
    setPreview(null);
  });
  const open = lead.proposals.find((proposal) => proposal.status === 'sent');

  const onError = (error: unknown) => {
    if (isUnauthorized(error)) return;
    form.setErrors(fieldErrorsOf(error));
    notifyError({ title: 'Voorstel niet verstuurd', message: serverMessage(error) ?? 'Probeer het later opnieuw' });
  };
  const previewCall = useMutation(trpc.admin.proposals.preview.mutationOptions({ onSuccess: setPreview, onError }));
  // A customer or a lost lead gets no proposal (as in a group proposal) unless staff say so, which is recorded.
  const closed = lead.status === 'converted' || lead.status === 'lost';
  const [override, setOverride] = useState(false);
  const send = useMutation(
    trpc.admin.proposals.send.mutationOptions({
      onSuccess() {
        void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.get.queryKey({ id: lead.id }) });
        form.setValues(fresh);
        // After setValues, whose change saved the fresh values as a draft.
        saveProposalDraft(lead.id, null);
        setOverride(false);
        notifySuccess({ title: 'Voorstel verstuurd', message: 'De e-mail vertrekt via de wachtrij.' });
      },
      onError,
    }),
  );
  return (
    <section aria-labelledby="proposals-title">
      <Title order={3} size="h4" mb="sm" id="proposals-title">
        Voorstellen
      </Title>
      {lead.proposals.length === 0 ? <Text size="sm" c="dimmed">Nog geen voorstel verstuurd.</Text> : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {lead.proposals.map((proposal) => (
          <li key={proposal.id} data-testid="proposal">
            <Group gap="xs" wrap="wrap">
              <Badge color={PROPOSAL_STATUS_COLORS[proposal.status]} variant="light">
                {PROPOSAL_STATUS_LABELS[proposal.status]}
              </Badge>
              <Text fw={600}>
                {proposal.model}
                {proposal.hasWifi ? ' met wifi' : ''} · {formatProposalPrice(proposal.priceEuro)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              Verstuurd {formatDateTime(proposal.createdAt)} door {proposal.sentBy} · geldig t/m {day(proposal.validUntil)}
              {proposal.installerName ? ` · verkoper ${proposal.installerName}` : ''}
              {proposal.installationFrom && proposal.installationTo ? ` · installatie ${day(proposal.installationFrom)}–${day(proposal.installationTo)}` : ''}
              {proposal.answeredAt ? ` · beantwoord ${formatDateTime(proposal.answeredAt)}` : ''}
              {proposal.remindedAt ? ` · herinnerd ${formatDateTime(proposal.remindedAt)}` : ''}
            </Text>
            {proposal.acceptedText ? (
              <details>
                <summary style={{ cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center' }}>Aanvaarde tekst</summary>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {proposal.acceptedText}
                </Text>
              </details>
            ) : null}
          </li>
        ))}
      </Stack>
      <form
        style={{ marginTop: 'var(--mantine-spacing-md)' }}
        onSubmit={form.onSubmit((values) => send.mutate({ id: lead.id, ...termsOf(values), overrideStatus: closed && override }))}>
        <Stack gap="sm">
          <Title order={4} size="h5">
            Nieuw voorstel
          </Title>
          <ProposalTermsFields form={form} language={lead.language} postalCode={lead.postalCode} />
          {open ? (
            <Text size="sm" c="orange.9" role="note">
              Het open voorstel van {formatDate(open.createdAt)} wordt ingetrokken als u dit voorstel verstuurt.
            </Text>
          ) : null}
          {preview ? <ProposalPreview lines={preview.lines} language={preview.language} /> : null}
          {closed ? (
            <Stack gap={4}>
              <Text size="sm" c="orange.9" role="note" id="closed-lead-note">
                Deze lead staat op '{statusLabel(lead.status)}'. Een voorstel gaat niet naar klanten of niet-geïnteresseerde leads
                (een groepsvoorstel slaat ze over).
                {lead.status === 'lost' ? ' Verstuurt u het toch, dan gaat de lead terug naar Follow-up.' : ''}
              </Text>
              {/* A toggle like 'Inbegrepen' above: a button a thumb hits (a checkbox's box is 20 px). */}
              <Group>
                <Button variant={override ? 'light' : 'default'} aria-pressed={override} aria-describedby="closed-lead-note" onClick={() => setOverride(!override)}>
                  {override ? '✓ ' : ''}Toch versturen (wordt vastgelegd in het auditlog)
                </Button>
              </Group>
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" loading={previewCall.isPending} onClick={() => previewCall.mutate({ id: lead.id, ...termsOf(form.values) })}>
              Bekijk zoals het huishouden het leest
            </Button>
            <Button type="submit" loading={send.isPending} disabled={closed && !override}>
              {open ? 'Versturen en open voorstel intrekken' : 'Voorstel versturen'}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
