/**
 * A seller's terms (issue 42 item 1, decision 057), under each installer of the tab 'Installateurs': what
 * the seller (or the manufacturer) put in writing about the guarantee, the service after the sale, the
 * servicing, the salt, the PFAS filter and how a deposit is paid, with the document they come from.
 * Proposals state them and the public pages promise only what every active seller there has recorded.
 * Checked here and on the server by the same zod schema (src/seller-terms/schema.ts); each field's key
 * is its path in that schema, so its message lands under it.
 */
import { Alert, Badge, Button, Checkbox, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { formatPhone } from '../../../src/admin/phone.ts';
import { friendlyIban } from '../../../src/seller-terms/payment.ts';
import { type SellerTerms, sellerTermsInput } from '../../../src/seller-terms/schema.ts';
import { isUnauthorized, serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { fieldErrorsOf } from './ProposalForm.tsx';

type Values = Record<string, string | boolean>;
const GROUPS = ['manufacturer', 'guarantee', 'service', 'salt', 'pfasFilter', 'payment'] as const;
const NUMBERS = new Set(['guarantee.years', 'service.firstAnswerWorkingDays', 'servicingIntervalMonths', 'salt.kg', 'salt.months', 'pfasFilter.valueEuro', 'payment.depositDueDays']);
/** Fields that may stay empty (null). */
const OPTIONAL = new Set(['service.phone', 'service.email', 'pfasFilter.valueEuro', 'pfasFilter.valueSource', 'payment.paymentUrl', 'servicingIntervalMonths']);
const BOOLEANS = ['manufacturer.madeInBelgium', 'service.aroundTheClock', 'salt.deliveredHome'];

/** The stored terms as the form's fields: one per path, and whether each group is given. */
function valuesOf(terms: SellerTerms | null): Values {
  const values: Values = { source: terms?.source ?? '', 'guarantee.by': 'manufacturer' };
  for (const key of BOOLEANS) values[key] = false;
  const walk = (prefix: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(prefix ? `${prefix}.${key}` : key, inner);
    else values[prefix] = typeof value === 'boolean' ? value : String(value);
  };
  walk('', terms);
  for (const group of GROUPS) values[`on.${group}`] = Boolean(terms?.[group]);
  if (typeof values['service.phone'] === 'string') values['service.phone'] = formatPhone(values['service.phone']);
  if (typeof values['payment.iban'] === 'string') values['payment.iban'] = friendlyIban(values['payment.iban']);
  return values;
}

/** A field's value as the schema takes it: a number, or null for an optional field left empty. */
function converted(path: string, value: string | boolean): unknown {
  if (OPTIONAL.has(path) && value === '') return null;
  return NUMBERS.has(path) ? (value === '' ? Number.NaN : Number(value)) : value;
}

/** The fields as the schema's input: a group switched off is null, an empty optional field null. */
function inputOf(values: Values): Record<string, unknown> {
  const input: Record<string, unknown> = { source: values.source, servicingIntervalMonths: converted('servicingIntervalMonths', values.servicingIntervalMonths ?? '') };
  for (const group of GROUPS) input[group] = values[`on.${group}`] ? {} : null;
  for (const [path, value] of Object.entries(values)) {
    const [group, ...rest] = path.split('.');
    // Only the fields of a group switched on (not the record's installerId, changedBy, updatedAt).
    if (!group || rest.length === 0 || !(GROUPS as readonly string[]).includes(group) || input[group] === null) continue;
    let target = input[group] as Record<string, unknown>;
    for (const key of rest.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[rest.at(-1) as string] = converted(path, value);
  }
  return input;
}

export function SellerTermsPanel({ installerId, terms }: { installerId: number; terms: SellerTerms | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs" mt="xs">
      <Group gap="xs" wrap="wrap">
        <Badge color={terms ? 'blue' : 'orange'} variant="light">
          {terms ? 'Voorwaarden vastgelegd' : 'Geen voorwaarden: de site en de voorstellen beloven niets voor deze verkoper'}
        </Badge>
        <Button variant="default" size="md" onClick={() => setOpen((was) => !was)} aria-expanded={open}>
          {open ? 'Voorwaarden sluiten' : terms ? 'Voorwaarden wijzigen' : 'Voorwaarden vastleggen'}
        </Button>
      </Group>
      {open ? <SellerTermsForm installerId={installerId} terms={terms} onDone={() => setOpen(false)} /> : null}
    </Stack>
  );
}

function SellerTermsForm({ installerId, terms, onDone }: { installerId: number; terms: SellerTerms | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(terms));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: string, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));
  const done = (title: string) => () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.installers.pathKey() });
    notifySuccess({ title, message: 'De pagina’s van de site volgen binnen enkele seconden.' });
    onDone();
  };
  const failed = (error: unknown) => {
    if (isUnauthorized(error)) return;
    setErrors(fieldErrorsOf(error));
    notifyError({ title: 'Voorwaarden niet opgeslagen', message: serverMessage(error) ?? 'Probeer het later opnieuw' });
  };
  const save = useMutation(trpc.admin.installers.saveTerms.mutationOptions({ onSuccess: done('Voorwaarden opgeslagen'), onError: failed }));
  const remove = useMutation(trpc.admin.installers.removeTerms.mutationOptions({ onSuccess: done('Voorwaarden verwijderd'), onError: failed }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sellerTermsInput.safeParse({ installerId, ...inputOf(values) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

  const text = (key: string, label: string, extra: { type?: string; placeholder?: string } = {}) => (
    <TextInput label={label} value={String(values[key] ?? '')} onChange={(e) => set(key, e.currentTarget.value)} error={errors[key]} {...extra} />
  );
  const number = (key: string, label: string) => (
    <NumberInput label={label} allowDecimal={false} min={0} value={String(values[key] ?? '')} onChange={(value) => set(key, String(value))} error={errors[key]} />
  );
  const check = (key: string, label: string) => <Checkbox label={label} checked={values[key] === true} onChange={(e) => set(key, e.currentTarget.checked)} />;
  const area = (key: string, label: string) => (
    <Textarea label={label} autosize minRows={2} value={String(values[key] ?? '')} onChange={(e) => set(key, e.currentTarget.value)} error={errors[key]} />
  );
  const bilingual = (key: string, label: string) => (
    <div className="admin-two-columns">
      {area(`${key}.nl`, `${label} (Nederlands)`)}
      {area(`${key}.fr`, `${label} (Frans)`)}
    </div>
  );
  const group = (name: (typeof GROUPS)[number], label: string, fields: ReactNode) => (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      {/* A check box, not Mantine's Switch (a div inside its label: invalid HTML, issue 43). */}
      <Checkbox size="md" label={label} checked={values[`on.${name}`] === true} onChange={(e) => set(`on.${name}`, e.currentTarget.checked)} error={errors[name]} />
      {values[`on.${name}`] ? <Stack gap="xs" mt="xs">{fields}</Stack> : null}
    </Paper>
  );

  return (
    <form onSubmit={submit} aria-label="Voorwaarden van de verkoper">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Alleen wat de verkoper of de fabrikant schriftelijk geeft. Wat hier niet staat, belooft de site niet en staat niet in de voorstellen.
        </Text>
        {text('source', 'Bron (document en datum)', { placeholder: 'Garantievoorwaarden HydroBel, oktober 2026' })}
        {group('manufacturer', 'Fabrikant', <>
          <div className="admin-two-columns">
            {text('manufacturer.name', 'Naam')}
            {text('manufacturer.address', 'Adres')}
          </div>
          {check('manufacturer.madeInBelgium', 'Gemaakt in België')}
        </>)}
        {group('guarantee', 'Commerciële garantie', <>
          <Group gap="xs" role="group" aria-label="Wie geeft de garantie">
            {(['manufacturer', 'seller'] as const).map((by) => (
              <Button key={by} variant={values['guarantee.by'] === by ? 'light' : 'default'} aria-pressed={values['guarantee.by'] === by} onClick={() => set('guarantee.by', by)}>
                {by === 'manufacturer' ? 'Gegeven door de fabrikant' : 'Gegeven door de verkoper'}
              </Button>
            ))}
          </Group>
          {errors['guarantee.by'] ? <Text c="red" size="sm">{errors['guarantee.by']}</Text> : null}
          {number('guarantee.years', 'Duur (jaren)')}
          {bilingual('guarantee.covers', 'Wat ze dekt')}
          {bilingual('guarantee.conditions', 'Voorwaarden en hoe u ze inroept')}
        </>)}
        {group('service', 'Dienst na verkoop', <>
          <div className="admin-two-columns">
            {text('service.phone', 'Telefoon', { type: 'tel' })}
            {text('service.email', 'E-mail', { type: 'email' })}
          </div>
          {bilingual('service.hours', 'Bereikbaar (bv. op werkdagen van 8 tot 17 uur)')}
          {number('service.firstAnswerWorkingDays', 'Eerste antwoord binnen (werkdagen)')}
          {check('service.aroundTheClock', 'Hulp dag en nacht (bv. in de app): de site zegt “24/7”')}
        </>)}
        {number('servicingIntervalMonths', 'Onderhoud om de … maanden (leeg: niets vastgelegd)')}
        {group('salt', 'Zout bij het toestel', <>
          <div className="admin-two-columns">
            {number('salt.kg', 'Hoeveelheid (kg)')}
            {number('salt.months', 'Over (maanden)')}
          </div>
          {check('salt.deliveredHome', 'Aan huis geleverd')}
        </>)}
        {group('pfasFilter', 'PFAS-filter bij het toestel', <>
          {bilingual('pfasFilter.description', 'Wat de klant krijgt')}
          <div className="admin-two-columns">
            {number('pfasFilter.valueEuro', 'Waarde in euro (leeg: geen)')}
            {text('pfasFilter.valueSource', 'Bron van die waarde')}
          </div>
        </>)}
        {group('payment', 'Betaling van een voorschot', <>
          <div className="admin-figures">
            {text('payment.iban', 'Rekening (IBAN) van de verkoper')}
            {text('payment.paymentUrl', 'Betaalpagina (https://…, leeg: geen)')}
            {number('payment.depositDueDays', 'Te betalen binnen (dagen na de bestelling)')}
          </div>
        </>)}
        {Object.keys(errors).length > 0 ? <Alert color="red">Niet opgeslagen: verbeter de velden in het rood.</Alert> : null}
        <Group justify="flex-end">
          {terms ? (
            <Button variant="default" color="red" size="md" loading={remove.isPending} onClick={() => remove.mutate({ installerId })}>
              Voorwaarden verwijderen
            </Button>
          ) : null}
          <Button type="submit" size="md" loading={save.isPending}>
            Voorwaarden opslaan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
