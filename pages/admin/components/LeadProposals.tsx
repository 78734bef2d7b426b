/**
 * A lead's personal proposals in its detail (issue 24): each with its status (sent, accepted with the
 * moment and the text accepted, declined, expired, withdrawn), and the form of a new one. Sending a new
 * one while one is open withdraws that one: the form says so before the button is pressed. A customer
 * or a lost lead gets one only when staff press 'toch versturen' (issue 31; recorded in the audit log).
 */
import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, NumberInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { formatDate, formatDateTime, isoDateInBrussels } from '../../../src/admin/format.ts';
import { SOFTENER_TYPES } from '../../../src/leads/softeners.ts';
import { INCLUDED_ITEMS, includedItemLabel } from '../../../src/proposals/included.ts';
import { PROPOSAL_LIMITS } from '../../../src/proposals/schema.ts';
import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '../../../src/proposals/status.ts';
import { formatProposalPrice } from '../../../src/proposals/texts.ts';
import { statusLabel } from '../../../src/leads/status.ts';
import { isUnauthorized, type LeadDetail, serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';

const PROPOSAL_STATUS_COLORS: Record<ProposalStatus, string> = {
  sent: 'blue',
  accepted: 'green',
  declined: 'red',
  expired: 'gray',
  withdrawn: 'gray',
};

/** Four weeks from today: the usual window of a group purchase's offer. */
function defaultValidUntil(): string {
  return isoDateInBrussels(new Date(Date.now() + 28 * 86_400_000));
}

/** The field errors of a refused proposal, for the form. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof TRPCClientError ? ((error.data as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors ?? {}) : {};
}

export function ProposalTermsFields({ form }: { form: ReturnType<typeof useProposalForm> }) {
  return (
    <>
      <Group grow align="flex-start" wrap="wrap">
        <NativeSelect label="Model" data={[...SOFTENER_TYPES]} {...form.getInputProps('model')} />
        <NumberInput label="Prijs (euro, btw inbegrepen)" min={1} max={PROPOSAL_LIMITS.priceEuroMax} allowDecimal={false} thousandSeparator="." decimalSeparator="," {...form.getInputProps('priceEuro')} />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput type="date" label="Geldig tot en met" {...form.getInputProps('validUntil')} />
        <NativeSelect
          label="Wifi"
          data={[{ value: 'nee', label: 'Zonder wifi' }, { value: 'ja', label: 'Met wifi' }]}
          value={form.values.hasWifi ? 'ja' : 'nee'}
          onChange={(event) => form.setFieldValue('hasWifi', event.currentTarget.value === 'ja')}
        />
      </Group>
    </>
  );
}

export function useProposalForm(model: string) {
  return useForm({
    initialValues: {
      model: (SOFTENER_TYPES as readonly string[]).includes(model) ? model : '18L',
      hasWifi: false,
      priceEuro: '' as number | string,
      validUntil: defaultValidUntil(),
      included: [...INCLUDED_ITEMS] as string[],
      installationWindow: '',
      note: '',
    },
  });
}

export function LeadProposals({ lead }: { lead: LeadDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useProposalForm(lead.waterSoftenerType);
  const open = lead.proposals.find((proposal) => proposal.status === 'sent');
  // A customer or a lost lead gets no proposal (as in a group proposal) unless staff say so, which is recorded.
  const closed = lead.status === 'converted' || lead.status === 'lost';
  const [override, setOverride] = useState(false);
  const send = useMutation(
    trpc.admin.proposals.send.mutationOptions({
      onSuccess() {
        void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.get.queryKey({ id: lead.id }) });
        form.reset();
        setOverride(false);
        notifySuccess({ title: 'Voorstel verstuurd', message: 'De e-mail vertrekt via de wachtrij.' });
      },
      onError(error) {
        if (isUnauthorized(error)) return;
        form.setErrors(fieldErrorsOf(error));
        notifyError({ title: 'Voorstel niet verstuurd', message: serverMessage(error) ?? 'Probeer het later opnieuw' });
      },
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
              Verstuurd {formatDateTime(proposal.createdAt)} door {proposal.sentBy} · geldig t/m {formatDate(`${proposal.validUntil}T12:00:00Z`)}
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
        onSubmit={form.onSubmit((values) =>
          send.mutate({
            id: lead.id,
            model: values.model as (typeof SOFTENER_TYPES)[number],
            hasWifi: values.hasWifi,
            priceEuro: Number(values.priceEuro),
            validUntil: values.validUntil,
            included: values.included as (typeof INCLUDED_ITEMS)[number][],
            installationWindow: values.installationWindow || null,
            note: values.note || null,
            overrideStatus: closed && override,
          }),
        )}>
        <Stack gap="sm">
          <Title order={4} size="h5">
            Nieuw voorstel
          </Title>
          <ProposalTermsFields form={form} />
          <div role="group" aria-labelledby="included-label">
            <Text size="sm" fw={500} id="included-label" mb={4}>
              Inbegrepen (aan of uit)
            </Text>
            <Group gap="xs">
              {INCLUDED_ITEMS.map((item) => {
                const on = form.values.included.includes(item);
                return (
                  <Button
                    key={item}
                    variant={on ? 'light' : 'default'}
                    aria-pressed={on}
                    onClick={() => form.setFieldValue('included', on ? form.values.included.filter((x) => x !== item) : [...form.values.included, item])}>
                    {on ? '✓ ' : ''}
                    {includedItemLabel(item)}
                  </Button>
                );
              })}
            </Group>
          </div>
          <TextInput label="Installatieperiode (optioneel)" maxLength={PROPOSAL_LIMITS.installationWindow} {...form.getInputProps('installationWindow')} />
          <Textarea label="Opmerking voor het huishouden (optioneel)" minRows={2} maxLength={PROPOSAL_LIMITS.note} {...form.getInputProps('note')} />
          {open ? (
            <Text size="sm" c="orange.9" role="note">
              Het open voorstel van {formatDate(open.createdAt)} wordt ingetrokken als u dit voorstel verstuurt.
            </Text>
          ) : null}
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
            <Button type="submit" loading={send.isPending} disabled={closed && !override}>
              {open ? 'Versturen en open voorstel intrekken' : 'Voorstel versturen'}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
