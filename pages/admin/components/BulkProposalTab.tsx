/**
 * One proposal to many leads (issues 24 and 33, decisions 032 and 043): choose the leads (confirmed or
 * not, model, province), see how many and who, decide about those who already have an open proposal
 * (asked first: left out unless staff say so) and those who declined their last one (left out unless
 * staff include them), fill in the terms with the seller (by default each lead's installer), confirm once,
 * then follow the send's progress.
 */
import { Alert, Button, Group, List, NativeSelect, Progress, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../src/admin/format.ts';
import { SOFTENER_TYPES } from '../../../src/leads/softeners.ts';
import { PROVINCE_KEYS, PROVINCES } from '../../../src/proposals/provinces.ts';
import type { BulkSelection } from '../../../src/proposals/schema.ts';
import { formatProposalPrice } from '../../../src/proposals/texts.ts';
import { isUnauthorized, serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError } from '../lib/notices.ts';
import { fieldErrorsOf, initialProposalValues, ProposalTermsFields, termsOf, useProposalForm } from './ProposalForm.tsx';

const ALL = 'alle';

export function BulkProposalTab() {
  const trpc = useTRPC();
  const [confirmed, setConfirmed] = useState<string>('ja');
  const [model, setModel] = useState<string>(ALL);
  const [province, setProvince] = useState<string>(ALL);
  const [replaceOpen, setReplaceOpen] = useState(false);
  const [includeDeclined, setIncludeDeclined] = useState(false);
  const [asking, setAsking] = useState(false);
  const [jobId, setJobId] = useState<number | null>(null);
  const form = useProposalForm(initialProposalValues({ model: '18L', hasWifi: false }));

  const selection: BulkSelection = {
    confirmed: confirmed === ALL ? undefined : confirmed === 'ja',
    model: model === ALL ? undefined : (model as BulkSelection['model']),
    province: province === ALL ? undefined : province,
    replaceOpen,
    includeDeclined,
  };
  const preview = useQuery(trpc.admin.proposals.bulkPreview.queryOptions(selection));
  const progress = useQuery({
    ...trpc.admin.proposals.bulkProgress.queryOptions({ jobId: jobId ?? 0 }),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.finished ? false : 1000),
  });
  const send = useMutation(
    trpc.admin.proposals.bulkSend.mutationOptions({
      onSuccess(job) {
        setAsking(false);
        setJobId(job.jobId);
      },
      onError(error) {
        setAsking(false);
        if (isUnauthorized(error)) return;
        form.setErrors(fieldErrorsOf(error));
        notifyError({ title: 'Niet verstuurd', message: serverMessage(error) ?? 'Probeer het later opnieuw' });
      },
    }),
  );

  const total = preview.data?.total ?? 0;
  const terms = termsOf(form.values);

  return (
    <Stack gap="lg" maw={900}>
      <section aria-labelledby="bulk-who">
        <Title order={2} size="h3" mb="sm" id="bulk-who">
          1. Wie krijgt het voorstel?
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect label="E-mailadres bevestigd" data={[{ value: 'ja', label: 'Bevestigd' }, { value: 'nee', label: 'Niet bevestigd' }, { value: ALL, label: 'Bevestigd of niet' }]} value={confirmed} onChange={(event) => setConfirmed(event.currentTarget.value)} />
          <NativeSelect label="Gekozen model" data={[{ value: ALL, label: 'Alle modellen' }, ...SOFTENER_TYPES.map((type) => ({ value: type, label: type }))]} value={model} onChange={(event) => setModel(event.currentTarget.value)} />
          <NativeSelect label="Provincie" data={[{ value: ALL, label: 'Alle provincies' }, ...PROVINCE_KEYS.map((key) => ({ value: key, label: PROVINCES[key].label }))]} value={province} onChange={(event) => setProvince(event.currentTarget.value)} />
        </SimpleGrid>
        <Text mt="sm" fw={600} role="status" data-testid="bulk-count">
          {preview.data ? `${total} lead(s) krijgen dit voorstel` : 'Bezig met tellen…'}
        </Text>
        <Text size="sm" c="dimmed">Klanten en leads met status ‘Niet geïnteresseerd’ krijgen nooit een groepsvoorstel.</Text>
        {preview.data && preview.data.withOpen > 0 ? (
          <Alert color="orange" mt="sm" title={`${preview.data.withOpen} van deze leads hebben al een open voorstel`}>
            <NativeSelect
              label="Wat met hen?"
              data={[
                { value: 'skip', label: 'Overslaan: zij houden hun open voorstel' },
                { value: 'replace', label: 'Ook hen dit voorstel sturen (open voorstel ingetrokken)' },
              ]}
              value={replaceOpen ? 'replace' : 'skip'}
              onChange={(event) => setReplaceOpen(event.currentTarget.value === 'replace')}
            />
          </Alert>
        ) : null}
        {preview.data && preview.data.declined > 0 ? (
          <Alert color="gray" mt="sm" title={`${preview.data.declined} lead(s) wezen hun laatste voorstel af`}>
            <NativeSelect
              label="Wat met hen?"
              data={[
                { value: 'skip', label: 'Overslaan' },
                { value: 'include', label: 'Toch een nieuw voorstel sturen' },
              ]}
              value={includeDeclined ? 'include' : 'skip'}
              onChange={(event) => setIncludeDeclined(event.currentTarget.value === 'include')}
            />
          </Alert>
        ) : null}
        {preview.data && preview.data.withoutSeller > 0 && !terms.installerId ? (
          <Alert color="red" mt="sm" title={`Voor ${preview.data.withoutSeller} lead(s) werkt niet precies één actieve installateur in de postcode`}>
            Kies hieronder één verkoper voor allen, of pas de selectie of het werkgebied van de installateurs aan.
          </Alert>
        ) : null}
        {preview.data && preview.data.leads.length > 0 ? (
          <ScrollArea.Autosize mah={220} mt="sm" type="auto" viewportProps={{ tabIndex: 0, role: "region", "aria-label": "Leads in deze selectie" }}>
            <List size="sm" spacing={2}>
              {preview.data.leads.map((lead) => (
                <List.Item key={lead.id}>
                  {lead.name} · {lead.postalCode} {lead.city}
                  {lead.hasOpen ? ' · open voorstel wordt ingetrokken' : ''}
                </List.Item>
              ))}
            </List>
            {total > preview.data.leads.length ? <Text size="sm" c="dimmed">… en {total - preview.data.leads.length} meer</Text> : null}
          </ScrollArea.Autosize>
        ) : null}
      </section>

      <section aria-labelledby="bulk-what">
        <Title order={2} size="h3" mb="sm" id="bulk-what">
          2. Het voorstel
        </Title>
        <Stack gap="sm">
          <ProposalTermsFields form={form} language={null} postalCode={null} />
          <Text size="sm" c="dimmed">Elk huishouden leest het voorstel in zijn eigen taal; de opmerking gaat zoals getypt.</Text>
        </Stack>
      </section>

      <section aria-labelledby="bulk-send">
        <Title order={2} size="h3" mb="sm" id="bulk-send">
          3. Versturen
        </Title>
        {jobId !== null && progress.data ? (
          <Stack gap={4}>
            <Progress value={progress.data.total === 0 ? 100 : (progress.data.sent / progress.data.total) * 100} aria-label="Voortgang van de verzending" />
            <Text role="status">
              {progress.data.finished ? `Klaar: ${progress.data.sent} voorstellen verstuurd.` : `${progress.data.sent} van ${progress.data.total} voorstellen verstuurd…`}
            </Text>
            {progress.data.finished ? (
              <Group>
                <Button variant="default" onClick={() => setJobId(null)}>
                  Nieuw groepsvoorstel
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : asking ? (
          <Alert color="blue" title="Bevestig de verzending">
            <Text mb="sm">
              {total} lead(s) krijgen een voorstel voor {terms.model} aan {Number.isFinite(terms.priceEuro) && terms.priceEuro > 0 ? formatProposalPrice(terms.priceEuro) : '—'}, geldig tot en met {formatDate(`${terms.validUntil}T12:00:00Z`)}, installatie {formatDate(`${terms.installationFrom}T12:00:00Z`)}–{formatDate(`${terms.installationTo}T12:00:00Z`)}, elk met een e-mail.
            </Text>
            <Group>
              <Button onClick={() => send.mutate({ selection, terms })} loading={send.isPending}>
                Ja, verstuur {total} voorstel(len)
              </Button>
              <Button variant="default" onClick={() => setAsking(false)} disabled={send.isPending}>
                Annuleren
              </Button>
            </Group>
          </Alert>
        ) : (
          <Button onClick={() => setAsking(true)} disabled={total === 0}>
            Verstuur naar {total} lead(s)…
          </Button>
        )}
      </section>
    </Stack>
  );
}
