/**
 * The header's link to the same page in the other language (issue 25): a place page's twin, the home
 * page's, the privacy statement's; from a page without a twin, the other language's home page. Static
 * markup: the server works out the twin (src/i18n/twins.ts), so the list of twins is not in the page's
 * JavaScript.
 */
import { usePageContext } from 'vike-react/usePageContext';
import { twinPath } from '../i18n/twins.ts';
import { useTexts } from '../i18n/texts.ts';
import { useStaticHtml } from './static-html.ts';

export function LanguageSwitch() {
  const { urlPathname } = usePageContext();
  const { header } = useTexts();
  const link = useStaticHtml(
    import.meta.env.SSR && (
      <a href={twinPath(urlPathname)} hrefLang={header.switchLang} lang={header.switchLang} className="lang-switch__link">
        {header.switchText}
      </a>
    ),
  );
  return <div className="lang-switch" {...link} />;
}
