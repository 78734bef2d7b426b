/**
 * The household's own page (issue 23): reads the personal link's token in the browser, opens the page
 * with it (which confirms the address the first time) and shows one section per subject. A section is
 * a component of its own, given the view and a way to replace it after a change: a new subject (the
 * household's proposal, issue 24) is one more component in `LinkedSections`.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { tokenOfFragment } from '../link.ts';
import { DataSection } from './DataSection.tsx';
import { DownloadSection } from './DownloadSection.tsx';
import { EndLinksSection } from './EndLinksSection.tsx';
import { EraseSection } from './EraseSection.tsx';
import { describeFailure, forgetLinkToken, household, type HouseholdView, keepLinkToken, takeLinkToken } from './household-client.ts';
import { LinkRequestSection } from './LinkRequestSection.tsx';
import { MailChoiceSection } from './MailChoiceSection.tsx';
import { ProgressSection } from './ProgressSection.tsx';
import { ProposalSection } from './ProposalSection.tsx';
import type { SectionProps } from './section-props.ts';
import { useHouseholdTexts } from './use-household-texts.ts';

type PageState =
  | { kind: 'starting' }
  | { kind: 'no-link' }
  | { kind: 'not-found' }
  | { kind: 'failed'; unreachable: boolean; message?: string }
  | { kind: 'ready'; token: string; view: HouseholdView }
  | { kind: 'erased' }
  | { kind: 'links-ended' };

/** Opens the page of this visit's link: what the page shows next. */
async function openPage(): Promise<PageState> {
  const token = takeLinkToken();
  if (!token) return { kind: 'no-link' };
  try {
    return { kind: 'ready', token, view: await household.open.mutate({ token }) };
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.kind === 'not-found' || failure.kind === 'invalid') {
      forgetLinkToken();
      return { kind: 'not-found' };
    }
    // Too many calls: the server's answer says when to try again, in the page's language (issue 31).
    return { kind: 'failed', unreachable: failure.kind === 'unreachable', message: failure.kind === 'rate-limited' ? failure.message : undefined };
  }
}

export function HouseholdPage() {
  const texts = useHouseholdTexts();
  // The pre-rendered shell shows 'starting'; the token is read once the page runs in the browser.
  const [state, setState] = useState<PageState>({ kind: 'starting' });

  const open = useCallback(() => {
    void openPage().then(setState);
  }, []);

  useEffect(() => {
    open();
    // A new link opened in this tab (its fragment changed) opens that household's page; the skip link's
    // #main does not.
    const onHashChange = () => {
      if (tokenOfFragment(window.location.hash)) open();
      else keepLinkToken();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [open]);

  switch (state.kind) {
    case 'starting':
      return (
        <Intro heading={texts.page.title} text={texts.page.loading} busy>
          <noscript>
            <p>{texts.page.noScript}</p>
          </noscript>
        </Intro>
      );
    case 'no-link':
      return <WithoutPage heading={texts.page.noLink.heading} text={texts.page.noLink.text} />;
    case 'not-found':
      return <WithoutPage heading={texts.page.notFound.heading} text={texts.page.notFound.text} />;
    case 'failed':
      return (
        <Intro heading={texts.page.title} text={state.unreachable ? texts.page.unreachable : (state.message ?? texts.page.failed)}>
          <button
            type="button"
            className="button"
            onClick={() => {
              setState({ kind: 'starting' });
              open();
            }}
          >
            {texts.page.retry}
          </button>
        </Intro>
      );
    case 'erased':
      return <EraseSection.Done />;
    case 'links-ended':
      return <EndLinksSection.Done />;
    case 'ready':
      return (
        <LinkedSections
          token={state.token}
          view={state.view}
          onView={(view) => setState({ kind: 'ready', token: state.token, view })}
          onLinkGone={() => {
            forgetLinkToken();
            setState({ kind: 'not-found' });
          }}
          onErased={() => {
            forgetLinkToken();
            setState({ kind: 'erased' });
          }}
          onLinksEnded={() => {
            forgetLinkToken();
            setState({ kind: 'links-ended' });
          }}
        />
      );
  }
}

function Intro({ heading, text, busy = false, children }: { heading: string; text: string; busy?: boolean; children?: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>(!busy);
  return (
    <section className="household__intro" aria-busy={busy}>
      <h1 ref={ref} tabIndex={-1}>
        {heading}
      </h1>
      <p role="status">{text}</p>
      {children}
    </section>
  );
}

/** No page to show: why, and the form that mails a new link. */
function WithoutPage({ heading, text }: { heading: string; text: string }) {
  return (
    <>
      <Intro heading={heading} text={text} />
      <LinkRequestSection />
    </>
  );
}

/** The opened page: one section per subject, in the order a household reads them. */
function LinkedSections(props: SectionProps & { onErased(): void; onLinksEnded(): void }) {
  const texts = useHouseholdTexts();
  const ref = useFocusOnMount<HTMLHeadingElement>(false);
  return (
    <>
      <section className="household__intro">
        <h1 ref={ref} tabIndex={-1}>
          {texts.page.greeting(props.view.firstName)}
        </h1>
        <p>{texts.page.intro}</p>
      </section>
      <ProposalSection {...props} />
      <ProgressSection {...props} />
      <DataSection {...props} />
      <MailChoiceSection {...props} />
      <DownloadSection {...props} />
      <EndLinksSection {...props} />
      <EraseSection {...props} />
    </>
  );
}

/** Moves the focus to the element when it appears (after a change of the page's state), if asked. */
function useFocusOnMount<T extends HTMLElement>(focus: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return ref;
}
