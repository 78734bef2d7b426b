/**
 * The owner's page of an installed softener (issue 44), under the order on the household's page, a 375 px
 * phone first: the softener and the seller to call, the warranty with its certificate, the service, the
 * salt, the PFAS filter, help when something breaks, its review. Loaded with `aftercare.view` once the
 * order is installed; each part replaces the view after its change. In the page's language.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { aftercareTexts } from '../../../aftercare/texts.ts';
import { aftercare, type AftercareView, describeFailure } from '../household-client.ts';
import { base64Bytes, downloadFile } from '../download-file.ts';
import { useHouseholdCall } from '../use-household-call.ts';
import { usePageLocale } from '../use-household-texts.ts';
import type { AftercareProps } from './aftercare-props.ts';
import { HelpPanel } from './HelpPanel.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import { SaltPanel } from './SaltPanel.tsx';
import { ServicePanel } from './ServicePanel.tsx';
import './aftercare.css';

export function AftercareSection({ token, onLinkGone }: { token: string; onLinkGone(): void }) {
  const T = aftercareTexts(usePageLocale());
  const [view, setView] = useState<AftercareView | null>(null);
  const [failed, setFailed] = useState(false);
  // The page's callback may be a new function at each of its renders: the load does not depend on it.
  const linkGone = useRef(onLinkGone);
  useEffect(() => {
    linkGone.current = onLinkGone;
  }, [onLinkGone]);
  const load = useCallback(() => {
    aftercare.view.mutate({ token }).then(setView, (error: unknown) => (describeFailure(error).kind === 'not-found' ? linkGone.current() : setFailed(true)));
  }, [token]);
  useEffect(load, [load]);

  if (!view) return failed ? null : <p aria-busy="true">{T.busy}</p>;
  // A part whose call answers 404 (a request or delivery gone meanwhile) reloads the page: if the link itself is gone, that says so.
  const props: AftercareProps = { token, view, T, onView: setView, onLinkGone: load };
  return (
    <section className="aftercare" aria-labelledby="aftercare-title">
      <h3 id="aftercare-title">{T.heading}</h3>
      <Softener {...props} />
      <Warranty {...props} />
      <Contact {...props} />
      <ServicePanel {...props} />
      <SaltPanel {...props} />
      <Filter {...props} />
      <HelpPanel {...props} />
      <ReviewPanel {...props} />
    </section>
  );
}

function Softener({ view, T }: AftercareProps) {
  const { softener } = view;
  return (
    <dl className="aftercare__facts">
      <dt>{T.softener.label}</dt>
      <dd>{T.softener.model(softener.model, softener.brand, softener.hasWifi)}</dd>
      <dt>{T.softener.serial}</dt>
      <dd>{softener.serialNumber}</dd>
      <dt>{T.softener.installedOn}</dt>
      <dd>{T.day(softener.installedOn)}</dd>
      {softener.manufacturer ? (
        <>
          <dt>{T.softener.manufacturer}</dt>
          <dd>{softener.manufacturer}</dd>
        </>
      ) : null}
      <dt>{T.softener.seller}</dt>
      <dd>{softener.seller.name}</dd>
    </dl>
  );
}

function Warranty({ token, view, T, onLinkGone }: AftercareProps) {
  const { warranty } = view;
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  const download = () =>
    run(async () => {
      const { fileName, base64 } = await aftercare.certificate.mutate({ token });
      downloadFile(fileName, base64Bytes(base64), 'application/pdf');
    });
  const line =
    warranty.giver === 'legal'
      ? T.warranty.legal(warranty.giverName, warranty.until)
      : T.warranty[warranty.giver](warranty.giverName, warranty.years, warranty.until);
  return (
    <>
      <h4>{T.warranty.heading}</h4>
      <p>{line}</p>
      {warranty.covers ? (
        <p>
          <strong>{T.colon(T.warranty.covers)}</strong> {warranty.covers}
        </p>
      ) : null}
      <details className="aftercare__details">
        <summary>{T.warranty.conditions}</summary>
        <p>{warranty.conditions}</p>
      </details>
      <button type="button" className="button button--outline" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? T.warranty.certificateBusy : T.warranty.certificate}
      </button>
      <p className="household__error" role="alert">
        {failure}
      </p>
    </>
  );
}

function Contact({ view, T }: AftercareProps) {
  const { service } = view.softener;
  return (
    <>
      <h4>{T.contact.heading}</h4>
      <ul className="aftercare__contact">
        <li>
          {T.colon(T.contact.phone)} <a href={`tel:${service.phone.replace(/\s/g, '')}`}>{service.phone}</a>
        </li>
        <li>
          {T.colon(T.contact.email)} <a href={`mailto:${service.email}`}>{service.email}</a>
        </li>
        {service.hours ? (
          <li>
            {T.colon(T.contact.hours)} {service.hours}
          </li>
        ) : null}
      </ul>
      {service.aroundTheClock ? <p>{T.contact.aroundTheClock}</p> : null}
      {service.firstAnswerWorkingDays ? <p>{T.contact.answerWithin(service.firstAnswerWorkingDays)}</p> : null}
    </>
  );
}

function Filter({ token, view, T, onView, onLinkGone }: AftercareProps) {
  const { filter } = view;
  const { busy, failure, run } = useHouseholdCall(onLinkGone);
  if (!filter.promised) return null;
  const report = () => run(async () => onView(await aftercare.reportFilterMissing.mutate({ token, confirm: true })));
  return (
    <>
      <h4>{T.filter.heading}</h4>
      <p>{filter.promised}</p>
      <p>{filter.handedOverOn ? T.filter.handedOver(filter.handedOverOn) : filter.missingReportedOn ? T.filter.reported(filter.missingReportedOn) : T.filter.notYet}</p>
      {!filter.handedOverOn && !filter.missingReportedOn ? (
        <button type="button" className="button button--outline" onClick={() => void report()} disabled={busy}>
          {T.filter.missing}
        </button>
      ) : null}
      <p className="household__error" role="alert">
        {failure}
      </p>
    </>
  );
}
