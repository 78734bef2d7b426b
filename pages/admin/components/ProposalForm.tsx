/**
 * The terms of a proposal as staff fill them in (issue 33), shared by a lead's detail and the bulk send:
 * model and wifi (starting from the household's own answers), price, last day, the installation window
 * as two dates, what is included, fixed phrases (written in the household's language) and a note, and
 * the seller. For a French-speaking household the form says so and offers the fixed phrases: the free
 * note goes as typed.
 */
import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TRPCClientError } from '@trpc/client';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { SOFTENER_TYPES, type SoftenerType } from '../../../src/leads/softeners.ts';
import { INCLUDED_ITEMS, type IncludedItem, includedItemLabel } from '../../../src/proposals/included.ts';
import { NOTE_PHRASE_LABELS, NOTE_PHRASES, type NotePhrase, PROPOSAL_LIMITS, type ProposalTermsInput } from '../../../src/proposals/schema.ts';
import { OutsideAreaToggle, useSellerChoices } from '../lib/seller-choices.tsx';

const DAY_MS = 86_400_000;
const inDays = (days: number) => isoDateInBrussels(new Date(Date.now() + days * DAY_MS));

/** What the form holds: the terms as typed (a price may be empty while typing). */
export interface ProposalFormValues {
  model: string;
  hasWifi: boolean;
  priceEuro: number | string;
  validUntil: string;
  installationFrom: string;
  installationTo: string;
  included: string[];
  phrases: string[];
  note: string;
  /** '' for the default seller (the one serving the postal code). */
  installerId: string;
}

/** A new proposal's values, from the household's own answers (its model and whether it has wifi). */
export function initialProposalValues(answers: { model: string; hasWifi: boolean }): ProposalFormValues {
  return {
    model: (SOFTENER_TYPES as readonly string[]).includes(answers.model) ? answers.model : '18L',
    hasWifi: answers.hasWifi,
    priceEuro: '',
    // Four weeks: the usual window of a group purchase's offer; the installation in the weeks after.
    validUntil: inDays(28),
    installationFrom: inDays(42),
    installationTo: inDays(56),
    // Salt and a PFAS filter only where the seller recorded them (its terms, issue 42): staff switch them on.
    included: ['installation'],
    phrases: [],
    note: '',
    installerId: '',
  };
}

export function useProposalForm(initial: ProposalFormValues, onValuesChange?: (values: ProposalFormValues) => void) {
  return useForm<ProposalFormValues>({ initialValues: initial, onValuesChange });
}

export type ProposalFormApi = ReturnType<typeof useProposalForm>;

/** The terms to send, from the form's values. */
export function termsOf(values: ProposalFormValues): ProposalTermsInput {
  return {
    model: values.model as SoftenerType,
    hasWifi: values.hasWifi,
    priceEuro: Number(values.priceEuro),
    vatRate: 21,
    validUntil: values.validUntil,
    installationFrom: values.installationFrom,
    installationTo: values.installationTo,
    included: values.included as IncludedItem[],
    phrases: values.phrases as NotePhrase[],
    note: values.note || null,
    ...(values.installerId ? { installerId: Number(values.installerId) } : {}),
  };
}

/** The field errors of a refused proposal, for the form (bulk errors come as `terms.x`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = error instanceof TRPCClientError ? ((error.data as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors ?? {}) : {};
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key.replace(/^terms\./, ''), value]));
}

/** Buttons that switch items of a list on and off (44 px high, one tap each). */
function Toggles<T extends string>({ label, id, items, labelOf, form, field }: { label: string; id: string; items: readonly T[]; labelOf: (item: T) => string; form: ProposalFormApi; field: 'included' | 'phrases' }) {
  const values = form.values[field];
  return (
    <div role="group" aria-labelledby={id}>
      <Text size="sm" fw={500} id={id} mb={4}>
        {label}
      </Text>
      <Group gap="xs">
        {items.map((item) => {
          const on = values.includes(item);
          return (
            <Button key={item} variant={on ? 'light' : 'default'} aria-pressed={on} onClick={() => form.setFieldValue(field, on ? values.filter((x) => x !== item) : [...values, item])}>
              {on ? '✓ ' : ''}
              {labelOf(item)}
            </Button>
          );
        })}
      </Group>
    </div>
  );
}

/**
 * The seller: the default (the one active installer serving `postalCode`, when known and exactly one) or
 * one chosen among those serving it; the others only after ticking 'also outside' (issue 43).
 */
function SellerField({ form, postalCode }: { form: ProposalFormApi; postalCode: string | null }) {
  const chosen = Number(form.values.installerId) || null;
  const { choices, serving, outside, showAll, setShowAll } = useSellerChoices(postalCode, chosen);
  const automatic =
    postalCode === null
      ? 'Per lead: de installateur van de postcode'
      : serving.length === 1
        ? `Automatisch: ${serving[0]?.name} (werkt in ${postalCode})`
        : `Kies een verkoper (${serving.length === 0 ? 'geen' : serving.length} actieve installateur${serving.length === 1 ? '' : 's'} in ${postalCode})`;
  return (
    <Stack gap={4}>
      <NativeSelect
        label="Verkoper (installateur)"
        data={[{ value: '', label: automatic }, ...choices.map((installer) => ({ value: String(installer.id), label: `${installer.name} (${installer.companyNumber})` }))]}
        {...form.getInputProps('installerId')}
      />
      {postalCode !== null && outside > 0 ? (
        <OutsideAreaToggle postalCode={postalCode} outside={outside} showAll={showAll} setShowAll={setShowAll} />
      ) : null}
    </Stack>
  );
}

export function ProposalTermsFields({ form, language, postalCode }: { form: ProposalFormApi; language: 'nl' | 'fr' | null; postalCode: string | null }) {
  return (
    <>
      {language === 'fr' ? (
        <Alert color="orange" title="Franstalig huishouden" role="note">
          Het voorstel gaat in het Frans: model, prijs, data, wat inbegrepen is en de vaste zinnen hieronder worden in het Frans geschreven. Schrijf een opmerking in het Frans, of kies een vaste zin.
        </Alert>
      ) : null}
      <SellerField form={form} postalCode={postalCode} />
      <Group grow align="flex-start" wrap="wrap">
        <NativeSelect label="Model" data={[...SOFTENER_TYPES]} {...form.getInputProps('model')} />
        <NativeSelect
          label="Wifi"
          data={[{ value: 'nee', label: 'Zonder wifi' }, { value: 'ja', label: 'Met wifi' }]}
          value={form.values.hasWifi ? 'ja' : 'nee'}
          onChange={(event) => form.setFieldValue('hasWifi', event.currentTarget.value === 'ja')}
        />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <NumberInput label="Prijs (euro, 21 % btw inbegrepen)" min={1} max={PROPOSAL_LIMITS.priceEuroMax} allowDecimal={false} thousandSeparator="." decimalSeparator="," {...form.getInputProps('priceEuro')} />
        <TextInput type="date" label="Geldig tot en met" {...form.getInputProps('validUntil')} />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput type="date" label="Installatie vanaf" {...form.getInputProps('installationFrom')} />
        <TextInput type="date" label="Installatie tot en met" {...form.getInputProps('installationTo')} />
      </Group>
      <Toggles label="Inbegrepen (aan of uit)" id="included-label" items={INCLUDED_ITEMS} labelOf={includedItemLabel} form={form} field="included" />
      <Toggles label={language === 'fr' ? 'Vaste zinnen (gaan in het Frans)' : 'Vaste zinnen'} id="phrases-label" items={NOTE_PHRASES} labelOf={(phrase) => NOTE_PHRASE_LABELS[phrase]} form={form} field="phrases" />
      <Textarea
        label={language === 'fr' ? 'Opmerking voor het huishouden, in het Frans (optioneel)' : 'Opmerking voor het huishouden (optioneel)'}
        minRows={2}
        maxLength={PROPOSAL_LIMITS.note}
        {...form.getInputProps('note')}
      />
    </>
  );
}
