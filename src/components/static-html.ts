/**
 * Markup that never changes once the server rendered it (the FAQ, the benefit and model cards): the
 * server renders it; the browser adopts that HTML as it is, so neither the content nor the components
 * that made it ship in the page's JavaScript. Spread the result on the element that holds the markup, and
 * pass the markup as `import.meta.env.SSR && …`, which the bundler removes from the browser build:
 *
 *   const cards = useStaticHtml(import.meta.env.SSR && CARDS.map((card) => <li>…</li>));
 *   return <ul className="cards" {...cards} />;
 *
 * The browser never renders a public page from scratch: every page is server-rendered and hydrated
 * (server routing, decision 010), so the element's HTML is in the document when this first runs.
 * Interactive parts stay outside (or native, like `<details>`).
 */
import { type ReactNode, useId, useState } from 'react';

export type StaticHtmlProps = { id: string } & (
  | { children: ReactNode }
  | { dangerouslySetInnerHTML: { __html: string } }
);

export function useStaticHtml(markup: ReactNode): StaticHtmlProps {
  const id = useId();
  const [html] = useState(() => (import.meta.env.SSR ? '' : (document.getElementById(id)?.innerHTML ?? '')));
  return import.meta.env.SSR ? { id, children: markup } : { id, dangerouslySetInnerHTML: { __html: html } };
}

/**
 * The same for markup the server has as a string (a page part written by the server again later:
 * src/page-parts/markers.ts): pass `import.meta.env.SSR && html`.
 */
export function useStaticHtmlString(html: string | false): StaticHtmlProps {
  const id = useId();
  const [adopted] = useState(() => (import.meta.env.SSR ? '' : (document.getElementById(id)?.innerHTML ?? '')));
  return { id, dangerouslySetInnerHTML: { __html: import.meta.env.SSR ? html || '' : adopted } };
}
