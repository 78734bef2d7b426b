/**
 * The header's link to the same page in the other language (issue 25): a place page's twin, the home
 * page's, the privacy statement's; from a page without a twin, the other language's home page. Static
 * markup: the server works out the twin through the server-only setting `twinPath`
 * (pages/(site)/+twinPath.ts, src/i18n/twins.ts) and takes the link's words from the server-only page
 * texts, so neither the list of twins nor the other language's words are in the page's JavaScript.
 */
import { usePageContext } from 'vike-react/usePageContext';
import { usePageTexts } from '../i18n/texts.ts';
import { useStaticHtml } from './static-html.ts';

export function LanguageSwitch() {
  const { config, urlPathname } = usePageContext();
  const t = usePageTexts()?.sections.header;
  const link = useStaticHtml(
    import.meta.env.SSR && t && (
      <a href={config.twinPath?.(urlPathname) ?? t.switchHome} hrefLang={t.switchLang} lang={t.switchLang} className="lang-switch__link">
        {/* A phone shows the language's code (its name stays for screen readers); wider screens the name. */}
        <span className="lang-switch__name">{t.switchText}</span> <span className="lang-switch__code">{t.switchCode}</span>
      </a>
    ),
  );
  return <div className="lang-switch" {...link} />;
}
