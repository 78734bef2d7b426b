/**
 * One place page in the tab 'Plaatsen' (issue 41): whether search engines may index it and why, its facts
 * in the page's order, each with its source, its quote and who entered it when; adding, changing and
 * removing a fact (PlaceFactForm.tsx); the page's water as a household reads it (the same HTML the server
 * writes into the page); and the history of its facts.
 */
import { Anchor, Badge, Box, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../src/admin/format.ts';
import { FACT_KIND_LABELS, HARDNESS_SCOPE_LABELS, type PlaceFact } from '../../../src/places/facts/fact.ts';
import { formatNumber } from '../../../src/format.ts';
import { isUnauthorized, serverMessage, type StaffPlacePageDetail, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { Failure } from './Failure.tsx';
import { PlaceFactForm } from './PlaceFactForm.tsx';
import { pageName, StateBadge } from './PlaceState.tsx';

type PageRef = { slug: string; language: 'nl' | 'fr' };

/**
 * The preview as a household reads it: its headings one level under the tab's own (h4), so that the
 * screen's outline stays in order, and its links as underlined words (the fact above has them, each a
 * target big enough for a thumb; the page itself is one tap away).
 */
const asPreview = (html: string) =>
  html
    .replace(/<(\/?)h[23](?=[ >])/g, '<$1h4')
    .replace(/<a [^>]*>/g, '<span class="place-preview__link">')
    .replace(/<\/a>/g, '</span>');

/** A source's date as a Belgian reads it: '09/10/2019', '05/2017', '2019'. */
const dayOf = (date: string) => date.split('-').reverse().join('/');

/** The fields as staff read them in the history (the migrations' rows name the columns). */
const FIELD_LABELS: Record<string, string> = {
  kind: 'soort',
  text: 'zin',
  linkUrl: 'link',
  link_url: 'link',
  linkLabel: 'tekst van de link',
  link_label: 'tekst van de link',
  sourceUrl: 'bron',
  source_url: 'bron',
  sourceTitle: 'titel van de bron',
  source_title: 'titel van de bron',
  sourceDate: 'datum van de bron',
  source_date: 'datum van de bron',
  sourceReadOn: 'gelezen op',
  source_read_on: 'gelezen op',
  quote: 'citaat',
  hardnessFH: 'hardheid',
  hardness_fh: 'hardheid',
  hardnessMaxFH: 'hardheid tot',
  hardness_max_fh: 'hardheid tot',
  hardnessAbove: 'meer dan',
  hardness_above: 'meer dan',
  scope: 'geldt voor',
  period: 'periode',
};

/** '19 °fH', '20 tot 22 °fH', 'meer dan 30 °fH'. */
function figure(fact: PlaceFact): string {
  const n = (value: number) => formatNumber(value);
  if (fact.hardnessFH === null) return '';
  if (fact.hardnessAbove) return `meer dan ${n(fact.hardnessFH)} °fH`;
  return fact.hardnessMaxFH === null ? `${n(fact.hardnessFH)} °fH` : `${n(fact.hardnessFH)} tot ${n(fact.hardnessMaxFH)} °fH`;
}

export function PlaceDetail({ page, onClose }: { page: PageRef; onClose: () => void }) {
  const trpc = useTRPC();
  const detail = useQuery(trpc.admin.places.get.queryOptions(page));
  // null: no form; 'new': a new fact; a fact: that fact changed.
  const [editing, setEditing] = useState<'new' | PlaceFact | null>(null);
  const data = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button variant="default" onClick={onClose}>
          ← Alle plaatsen
        </Button>
        {data ? (
          <Anchor href={data.path} target="_blank" rel="noopener" className="admin-tap">
            Bekijk {data.path} op de site
          </Anchor>
        ) : null}
      </Group>
      {detail.error ? <Failure error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} /> : null}
      {detail.isPending ? <Text role="status">Pagina laden...</Text> : null}
      {data ? (
        <>
          <Title order={2} size="h3">
            {pageName(data)}
          </Title>
          <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="place-state">
            <StateBadge page={data} />
            <Text>{data.reason}</Text>
          </Group>
          {data.measured ? (
            <Text size="sm">
              Gemeten door onze installateurs: mediaan {formatNumber(data.measured.medianFh)} °fH op {data.measured.addresses} adressen.
            </Text>
          ) : null}
          <Group justify="space-between">
            <Title order={3} size="h4">
              Feiten ({data.facts.length})
            </Title>
            <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
              Feit toevoegen
            </Button>
          </Group>
          {editing ? <PlaceFactForm key={editing === 'new' ? 'new' : editing.id} page={data} fact={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
          <Stack gap="sm" component="ul" aria-label="Feiten" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.facts.map((fact) => (
              <FactCard key={fact.id} page={data} fact={fact} onEdit={() => setEditing(fact)} />
            ))}
          </Stack>
          <Preview data={data} />
          <History data={data} />
        </>
      ) : null}
    </Stack>
  );
}

function FactCard({ page, fact, onEdit }: { page: StaffPlacePageDetail; fact: PlaceFact; onEdit: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation(
    trpc.admin.places.removeFact.mutationOptions({
      onSuccess() {
        void queryClient.invalidateQueries({ queryKey: trpc.admin.places.pathKey() });
        notifySuccess({ title: 'Feit verwijderd', message: `${pageName(page)}: de pagina volgt binnen enkele seconden.` });
      },
      onError(error) {
        if (!isUnauthorized(error)) notifyError({ title: 'Niet verwijderd', message: serverMessage(error) ?? 'De server antwoordde niet. Probeer het opnieuw.' });
      },
    }),
  );
  return (
    <Paper withBorder p="sm" component="li" data-fact={fact.id}>
      <Group gap="xs" mb={4}>
        <Badge variant="light">{FACT_KIND_LABELS[fact.kind]}</Badge>
        {fact.hardnessFH !== null ? (
          <Text size="sm" fw={500}>
            {figure(fact)}
            {fact.scope ? `, ${HARDNESS_SCOPE_LABELS[fact.scope]}` : ''}
            {fact.period ? `, ${fact.period}` : ''}
          </Text>
        ) : null}
      </Group>
      <Text>
        {fact.text}
        {fact.linkUrl ? (
          <>
            {' '}
            <Anchor href={fact.linkUrl} target="_blank" rel="noopener" className="admin-tap" miw="2.75rem">
              {fact.linkLabel}
            </Anchor>
          </>
        ) : null}
      </Text>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        Bron:{' '}
        <Anchor href={fact.sourceUrl} target="_blank" rel="noopener nofollow" className="admin-tap" miw="2.75rem">
          {fact.sourceTitle}
        </Anchor>
        , {fact.sourceDate ? dayOf(fact.sourceDate) : 'ongedateerd'}
        {fact.sourceReadOn ? ` (gelezen op ${dayOf(fact.sourceReadOn)})` : ''}
      </Text>
      {fact.quote ? (
        <Box component="blockquote" m={0} mt={4} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}>
          <Text size="sm">{fact.quote}</Text>
        </Box>
      ) : (
        <Text size="sm" mt={4} c="red.9">
          Citaat ontbreekt: vul het aan bij de volgende wijziging.
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        Ingevoerd door {fact.createdBy} op {formatDateTime(fact.createdAt)}
        {fact.updatedAt !== fact.createdAt ? `; gewijzigd door ${fact.updatedBy} op ${formatDateTime(fact.updatedAt)}` : ''}
      </Text>
      <Group gap="xs" mt="xs" justify="flex-end">
        {confirming ? (
          <>
            <Text size="sm">Dit feit verwijderen?</Text>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              Nee
            </Button>
            <Button size="xs" color="red" loading={remove.isPending} onClick={() => remove.mutate({ slug: page.slug, id: fact.id, language: page.language })}>
              Ja, verwijderen
            </Button>
          </>
        ) : (
          <>
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`Feit ${fact.id} wijzigen`}>
              Wijzigen
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(true)} aria-label={`Feit ${fact.id} verwijderen`}>
              Verwijderen
            </Button>
          </>
        )}
      </Group>
    </Paper>
  );
}

/** The page's water as a household reads it: the same HTML the server writes into the page. */
function Preview({ data }: { data: StaffPlacePageDetail }) {
  const { preview } = data;
  return (
    <section aria-labelledby="place-preview-title">
      <Title order={3} size="h4" id="place-preview-title" mb="xs">
        Zo leest een huishouden de pagina
      </Title>
      <Paper withBorder p="md" className="place-preview" lang={data.language === 'fr' ? 'fr-BE' : 'nl-BE'} data-testid="place-preview">
        <Title order={4} size="h5">
          {preview.heading}
        </Title>
        <div dangerouslySetInnerHTML={{ __html: asPreview(preview.water) }} />
        <div dangerouslySetInnerHTML={{ __html: asPreview(preview.measured) }} />
        <div dangerouslySetInnerHTML={{ __html: asPreview(preview.about) }} />
        <div dangerouslySetInnerHTML={{ __html: preview.hint }} />
      </Paper>
    </section>
  );
}

function History({ data }: { data: StaffPlacePageDetail }) {
  if (data.history.length === 0) return null;
  const verbs = { added: 'toegevoegd', changed: 'gewijzigd', removed: 'verwijderd' } as const;
  return (
    <section aria-labelledby="place-history-title">
      <Title order={3} size="h4" id="place-history-title" mb={4}>
        Geschiedenis
      </Title>
      <List size="sm" spacing={2}>
        {data.history.slice(0, 30).map((entry) => (
          <List.Item key={entry.id}>
            {formatDateTime(entry.createdAt)}, {entry.changedBy}: feit {entry.factId} {verbs[entry.action]}
            {entry.action === 'changed' ? ` (${Object.keys(entry.changes).map((field) => FIELD_LABELS[field] ?? field).join(', ')})` : ''}
            {entry.note ? `. ${entry.note}` : ''}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
