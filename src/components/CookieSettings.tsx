/**
 * Cookie settings on the privacy page: consent by ticking an opt-in checkbox (cookie policy), then saving.
 * Rendered unticked on the server; after hydration it shows the stored choice.
 */
import { type FormEvent, useId, useState } from 'react';
import { useConsent } from '../analytics/useAnalytics.ts';
import { useTexts } from '../i18n/texts.ts';
import { applyConsent } from '../analytics/apply-consent.ts';
import { notify } from './notices/notices.ts';

export function CookieSettings() {
  const { choice } = useConsent();
  const { cookies: t } = useTexts();
  // The checkbox follows the stored choice until the visitor changes it.
  const [draft, setDraft] = useState<boolean | null>(null);
  const checkboxId = useId();
  const checked = draft ?? choice === 'accepted';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyConsent(checked ? 'accepted' : 'refused', choice);
    setDraft(null);
    notify({
      title: t.saved,
      description: checked ? t.savedAccepted : t.savedRefused,
    });
  };

  return (
    <form className="cookie-settings card" onSubmit={onSubmit}>
      <div className="cookie-settings__field">
        <input id={checkboxId} type="checkbox" checked={checked} onChange={(event) => setDraft(event.target.checked)} />
        <label htmlFor={checkboxId}>{t.consentLabel}</label>
      </div>
      <button type="submit" className="button">
        {t.save}
      </button>
    </form>
  );
}
