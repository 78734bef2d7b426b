/**
 * A place fact added or changed by staff (issue 41): what kind of fact, the sentence as the page shows it
 * (in the page's language), the link it leads to if any, its source (address, title, date, the day it
 * was read) and the quote it rests on; for a hardness figure, the figure, what it describes and when. The
 * server checks everything with the same schema as the API (src/places/facts/schema.ts) and names each
 * field it refuses.
 */
import { Alert, Button, Group, NativeSelect, NumberInput, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FACT_KIND_LABELS, FACT_KINDS, type FactKind, HARDNESS_SCOPE_LABELS, HARDNESS_SCOPES, type HardnessScope, type PlaceFact } from '../../../src/places/facts/fact.ts';
import { isUnauthorized, serverMessage, type StaffPlacePageDetail, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { pageName } from './PlaceState.tsx';
import { fieldErrorsOf } from './ProposalForm.tsx';

const KIND_OPTIONS = FACT_KINDS.map((kind) => ({ value: kind, label: FACT_KIND_LABELS[kind] }));
const SCOPE_OPTIONS = [{ value: '', label: '(kies)' }, ...HARDNESS_SCOPES.map((scope) => ({ value: scope, label: HARDNESS_SCOPE_LABELS[scope] }))];
/** A select, not a checkbox: every control at least 44 px on a phone. Native selects: valid HTML, a phone's own picker. */
const FIGURE_OPTIONS = [
  { value: 'value', label: 'de hardheid, of het begin van een bereik' },
  { value: 'above', label: 'een ondergrens: meer dan' },
];

interface Fields {
  kind: FactKind;
  text: string;
  linkUrl: string;
  linkLabel: string;
  sourceUrl: string;
  sourceTitle: string;
  sourceDate: string;
  sourceReadOn: string;
  quote: string;
  hardnessFH: number | '';
  hardnessMaxFH: number | '';
  hardnessAbove: boolean;
  scope: HardnessScope | '';
  period: string;
}

function fieldsOf(fact: PlaceFact | null): Fields {
  return {
    kind: fact?.kind ?? 'hardness',
    text: fact?.text ?? '',
    linkUrl: fact?.linkUrl ?? '',
    linkLabel: fact?.linkLabel ?? '',
    sourceUrl: fact?.sourceUrl ?? '',
    sourceTitle: fact?.sourceTitle ?? '',
    sourceDate: fact?.sourceDate ?? '',
    sourceReadOn: fact?.sourceReadOn ?? '',
    quote: fact?.quote ?? '',
    hardnessFH: fact?.hardnessFH ?? '',
    hardnessMaxFH: fact?.hardnessMaxFH ?? '',
    hardnessAbove: fact?.hardnessAbove ?? false,
    scope: fact?.scope ?? '',
    period: fact?.period ?? '',
  };
}

/** What the server receives: an empty optional field as null (a required one as '', which the server names). */
function inputOf(fields: Fields) {
  const optional = (value: string) => (value.trim() === '' ? null : value);
  const hardness = fields.kind === 'hardness';
  return {
    kind: fields.kind,
    text: fields.text,
    linkUrl: optional(fields.linkUrl),
    linkLabel: optional(fields.linkLabel),
    sourceUrl: fields.sourceUrl,
    sourceTitle: fields.sourceTitle,
    sourceDate: optional(fields.sourceDate),
    sourceReadOn: optional(fields.sourceReadOn),
    quote: fields.quote,
    hardnessFH: hardness && fields.hardnessFH !== '' ? fields.hardnessFH : null,
    hardnessMaxFH: hardness && fields.hardnessMaxFH !== '' ? fields.hardnessMaxFH : null,
    hardnessAbove: hardness && fields.hardnessAbove,
    scope: hardness && fields.scope !== '' ? fields.scope : null,
    period: hardness ? optional(fields.period) : null,
  };
}

export function PlaceFactForm({ page, fact, onDone }: { page: StaffPlacePageDetail; fact: PlaceFact | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(fact));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }));
  const callbacks = {
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: trpc.admin.places.pathKey() });
      notifySuccess({ title: fact ? 'Feit gewijzigd' : 'Feit toegevoegd', message: `${pageName(page)}: de pagina volgt binnen enkele seconden.` });
      onDone();
    },
    onError(error: unknown) {
      if (isUnauthorized(error)) return;
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      const message = serverMessage(error);
      if (message && Object.keys(byField).length === 0) setRefusal(message);
      else if (!message) notifyError({ title: 'Niet bewaard', message: 'De server antwoordde niet. Probeer het opnieuw.' });
    },
  };
  const add = useMutation(trpc.admin.places.addFact.mutationOptions(callbacks));
  const change = useMutation(trpc.admin.places.changeFact.mutationOptions(callbacks));
  const busy = add.isPending || change.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setRefusal(null);
    const input = { ...inputOf(fields), slug: page.slug, language: page.language };
    if (fact) change.mutate({ ...input, id: fact.id });
    else add.mutate(input);
  }

  const error = (field: keyof Fields) => errors[field];
  const title = fact ? `Feit ${fact.id} wijzigen` : `Nieuw feit voor ${pageName(page)}`;
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-labelledby="place-fact-form-title" noValidate>
      <Stack gap="sm">
        <Title order={3} size="h4" id="place-fact-form-title">
          {title}
        </Title>
        <NativeSelect label="Soort" data={KIND_OPTIONS} value={fields.kind} onChange={(e) => set({ kind: e.currentTarget.value as FactKind })} error={error('kind')} />
        <Textarea
          label={page.language === 'fr' ? 'Zin op de pagina (in het Frans)' : 'Zin op de pagina'}
          description="Zoals een huishouden hem leest; een cijfer zoals de bron het geeft"
          required
          autosize
          minRows={2}
          value={fields.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
          error={error('text')}
        />
        {fields.kind === 'hardness' ? (
          <div className="admin-figures">
            <NumberInput hideControls label="Hardheid (°fH)" decimalSeparator="," min={0} max={100} value={fields.hardnessFH} onChange={(value) => set({ hardnessFH: typeof value === 'number' ? value : '' })} error={error('hardnessFH')} />
            <NumberInput hideControls label="Tot (°fH, bij een bereik)" decimalSeparator="," min={0} max={100} value={fields.hardnessMaxFH} onChange={(value) => set({ hardnessMaxFH: typeof value === 'number' ? value : '' })} error={error('hardnessMaxFH')} />
            <NativeSelect label="Geldt voor" data={SCOPE_OPTIONS} value={fields.scope} onChange={(e) => set({ scope: e.currentTarget.value as HardnessScope | '' })} error={error('scope')} />
            <NativeSelect label="Het cijfer is" data={FIGURE_OPTIONS} value={fields.hardnessAbove ? 'above' : 'value'} onChange={(e) => set({ hardnessAbove: e.currentTarget.value === 'above' })} error={error('hardnessAbove')} />
            <TextInput label="Periode" description="Bv. 2026 of 2023-2024" value={fields.period} onChange={(e) => set({ period: e.currentTarget.value })} error={error('period')} />
          </div>
        ) : null}
        <div className="admin-two-columns">
          <TextInput label="Webadres van de bron" required type="url" value={fields.sourceUrl} onChange={(e) => set({ sourceUrl: e.currentTarget.value })} error={error('sourceUrl')} />
          <TextInput label="Titel van de bron" description="Zo noemt de pagina de bron" required value={fields.sourceTitle} onChange={(e) => set({ sourceTitle: e.currentTarget.value })} error={error('sourceTitle')} />
          <TextInput label="Datum van de bron" description="JJJJ, JJJJ-MM of JJJJ-MM-DD; leeg als ze er geen heeft" value={fields.sourceDate} onChange={(e) => set({ sourceDate: e.currentTarget.value })} error={error('sourceDate')} />
          <TextInput label="Gelezen op" type="date" description="Leeg: vandaag" value={fields.sourceReadOn} onChange={(e) => set({ sourceReadOn: e.currentTarget.value })} error={error('sourceReadOn')} />
        </div>
        <Textarea label="Citaat uit de bron" description="De woorden van de bron waarop de zin rust" required autosize minRows={2} value={fields.quote} onChange={(e) => set({ quote: e.currentTarget.value })} error={error('quote')} />
        <div className="admin-two-columns">
          <TextInput label="Link na de zin (optioneel)" description="Bv. de opzoeking van het waterbedrijf" type="url" value={fields.linkUrl} onChange={(e) => set({ linkUrl: e.currentTarget.value })} error={error('linkUrl')} />
          <TextInput label="Tekst van de link" value={fields.linkLabel} onChange={(e) => set({ linkLabel: e.currentTarget.value })} error={error('linkLabel')} />
        </div>
        {refusal ? (
          <Alert color="red" role="alert" title="Niet bewaard">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Annuleren
          </Button>
          <Button type="submit" loading={busy}>
            {fact ? 'Wijziging bewaren' : 'Feit toevoegen'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
