/**
 * The data the household gave, and the form that corrects its phone number and address: validated in
 * the browser with the signup's own rules (src/household-page/schema.ts), then by the server, whose
 * messages win. Staff see each correction in the lead's history.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { addressLine } from '../../leads/address.ts';
import { softenerLabel } from '../../leads/softeners.ts';
import { CONTACT_FIELDS, type ContactField } from '../changes.ts';
import { contactInputFor } from '../schema.ts';
import { household } from './household-client.ts';
import type { SectionProps } from './section-props.ts';
import { useHouseholdCall } from './use-household-call.ts';
import { useHouseholdTexts, usePageLocale } from './use-household-texts.ts';

const INPUTS: Record<ContactField, { type: string; autoComplete: string; inputMode?: 'tel' | 'numeric' }> = {
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  street: { type: 'text', autoComplete: 'address-line1' },
  houseNumber: { type: 'text', autoComplete: 'on' },
  postalCode: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  city: { type: 'text', autoComplete: 'address-level2' },
};

export function DataSection(props: SectionProps) {
  const texts = useHouseholdTexts();
  const { view } = props;
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const close = (message: string) => {
    setEditing(false);
    setNotice(message);
    // Back to where the household started, once the form is gone.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <section className="household__section" aria-labelledby="data-title">
      <h2 id="data-title">{texts.data.heading}</h2>
      <dl className="household__data">
        <Item label={texts.data.name}>{`${view.firstName} ${view.lastName}`}</Item>
        <Item label={texts.data.email}>{view.email}</Item>
        <Item label={texts.data.phone}>{view.phone}</Item>
        <Item label={texts.data.address}>{addressLine(view)}</Item>
        <Item label={texts.data.softener}>{softenerLabel(view.waterSoftenerType)}</Item>
        <Item label={texts.data.wifi}>{view.hasWifi ? texts.data.yes : texts.data.no}</Item>
        <Item label={texts.data.signedUpAt}>{texts.date(view.createdAt)}</Item>
      </dl>
      <p className="household__notice" role="status">
        {notice}
      </p>
      {editing ? (
        <ContactForm {...props} onDone={close} />
      ) : (
        <button ref={editButton} type="button" className="button button--outline" onClick={() => (setNotice(''), setEditing(true))}>
          {texts.data.edit}
        </button>
      )}
      <p className="household__small">{texts.data.otherChanges}</p>
    </section>
  );
}

function Item({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type Values = Record<ContactField, string>;

function ContactForm({ token, view, onView, onLinkGone, onDone }: SectionProps & { onDone(message: string): void }) {
  const texts = useHouseholdTexts();
  const locale = usePageLocale();
  const id = useId();
  const [values, setValues] = useState<Values>(() => Object.fromEntries(CONTACT_FIELDS.map((f) => [f, view[f] ?? ''])) as Values);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const form = useRef<HTMLFormElement>(null);

  const showErrors = (next: Partial<Values>) => {
    setErrors(next);
    const first = CONTACT_FIELDS.find((field) => next[field]);
    if (first) requestAnimationFrame(() => (form.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus());
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = contactInputFor(locale).safeParse({ token, ...values });
    if (!checked.success) {
      const next: Partial<Values> = {};
      for (const issue of checked.error.issues) next[issue.path[0] as ContactField] ??= issue.message;
      return showErrors(next);
    }
    const before = JSON.stringify(CONTACT_FIELDS.map((f) => view[f]));
    await run(
      async () => {
        const updated = await household.updateContact.mutate(checked.data);
        onView(updated);
        onDone(JSON.stringify(CONTACT_FIELDS.map((f) => updated[f])) === before ? texts.data.unchanged : texts.data.saved);
      },
      (failed) => {
        if (Object.keys(failed.fieldErrors).length > 0) showErrors(failed.fieldErrors as Partial<Values>);
      },
    );
  }

  return (
    <form ref={form} className="household__form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{texts.data.editHeading}</h3>
      {CONTACT_FIELDS.map((field) => (
        <div key={field} className="household__field">
          <label htmlFor={`${id}-${field}`}>{texts.data.labels[field]}</label>
          <input
            id={`${id}-${field}`}
            name={field}
            {...INPUTS[field]}
            required
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
          />
          {errors[field] ? (
            <p className="household__error" id={`${id}-${field}-error`}>
              {errors[field]}
            </p>
          ) : null}
        </div>
      ))}
      <p className="household__error" role="alert">
        {failure}
      </p>
      <div className="household__actions">
        <button type="submit" className="button" aria-busy={busy} disabled={busy}>
          {busy ? texts.data.saving : texts.data.save}
        </button>
        <button type="button" className="button button--outline" onClick={() => onDone('')} disabled={busy}>
          {texts.data.cancel}
        </button>
      </div>
    </form>
  );
}
