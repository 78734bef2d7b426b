/** Everything stored about the household, as one JSON file it downloads (GDPR art. 15 and 20). */
import { isoDateInBrussels } from '../../admin/format.ts';
import { household } from './household-client.ts';
import type { SectionProps } from './section-props.ts';
import { useHouseholdCall } from './use-household-call.ts';
import { useHouseholdTexts } from './use-household-texts.ts';

/** Hands `text` to the browser as a file named `fileName`. */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function DownloadSection({ token, onLinkGone }: SectionProps) {
  const texts = useHouseholdTexts();
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const download = () =>
    run(async () => {
      const data = await household.exportData.mutate({ token });
      saveFile(`${JSON.stringify(data, null, 2)}\n`, texts.download.fileName(isoDateInBrussels(data.exportedAt)));
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
