/** Everything stored about the household, as one JSON file it downloads (GDPR art. 15 and 20). */
import { isoDateInBrussels } from '../../admin/format.ts';
import { downloadFile } from './download-file.ts';
import { household } from './household-client.ts';
import type { SectionProps } from './section-props.ts';
import { useHouseholdCall } from './use-household-call.ts';
import { useHouseholdTexts } from './use-household-texts.ts';

export function DownloadSection({ token, onLinkGone }: SectionProps) {
  const texts = useHouseholdTexts();
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const download = () =>
    run(async () => {
      const data = await household.exportData.mutate({ token });
      downloadFile(texts.download.fileName(isoDateInBrussels(data.exportedAt)), `${JSON.stringify(data, null, 2)}\n`, 'application/json');
    });

  return (
    <section className="household__section" aria-labelledby="download-title">
      <h2 id="download-title">{texts.download.heading}</h2>
      <p>{texts.download.text}</p>
      <p className="household__error" role="alert">
        {failure}
      </p>
      <button type="button" className="button button--outline" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? texts.download.busy : texts.download.button}
      </button>
    </section>
  );
}
