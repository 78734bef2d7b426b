/**
 * The header's link to the same page in the other language (issue 25): a place page's twin, the home
 * page's, the privacy statement's; from a page without a twin, the other language's home page. Static
 * markup: the server works out the twin through the server-only setting `twinPath`
 * (pages/(site)/+twinPath.ts, src/i18n/twins.ts), so neither the list of twins nor the other language's
 * dictionary is in the page's JavaScript, nor in any module every page loads.
 */
import { usePageContext } from 'vike-react/usePageContext';
import { useTexts } from '../i18n/texts.ts';
import { useStaticHtml } from './static-html.ts';

export function LanguageSwitch() {
  const { config, urlPathname } = usePageContext();
  const { header } = useTexts();
  const link = useStaticHtml(
    import.meta.env.SSR && (
      <a href={config.twinPath?.(urlPathname) ?? header.switchHome} hrefLang={header.switchLang} lang={header.switchLang} className="lang-switch__link">
        {header.switchText}
      </a>
    ),
  );
  return <div className="lang-switch" {...link} />;
}
