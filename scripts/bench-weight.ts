/** The page-weight section of `npm run bench`: JavaScript and CSS of a first visit in Chromium (scripts/page-weight.ts). */
import { kB } from './bench-lib.ts';
import { PAGES } from './bench-pages.ts';
import type { App, BenchRun } from './bench-run.ts';
import { launchChromium, measurePage } from './page-weight.ts';


/** Markers of Mantine's code and styles and of the back office (as tests/e2e/admin.spec.ts checks). */
const ADMIN_MARKERS = /--mantine-|data-mantine|MantineProvider|Leads beheren|adminToken/;

export async function weightSection(run: BenchRun, app: App) {
  const browser = await launchChromium();
  try {
    for (const page of [PAGES[0], PAGES[1], '/admin']) {
      const { js, css } = await measurePage(browser, `${app.url}${page}`, { forbidden: ADMIN_MARKERS });
      const isHome = page === '/';
      const isPublic = page !== '/admin';
      const adminFiles = [...js.files, ...css.files].filter((file) => file.forbidden).length;
      run.rows.push({
        section: 'weight',
        measure: `${page} JavaScript, gzip / brotli (${js.files.length} files)`,
        value: `${kB(js.total.gzip)} / ${kB(js.total.brotli)}`,
        ...(isHome ? { target: '<= 100.0 kB gzip', ok: js.total.gzip <= 100_000 } : {}),
        figures: { gzip: js.total.gzip, brotli: js.total.brotli, sent: js.total.transferred, decoded: js.total.bytes },
      });
      run.rows.push({
        section: 'weight',
        measure: `${page} CSS, gzip / brotli (${css.files.length} files)`,
        value: `${kB(css.total.gzip)} / ${kB(css.total.brotli)}`,
        figures: { gzip: css.total.gzip, brotli: css.total.brotli, sent: css.total.transferred, decoded: css.total.bytes },
      });
      if (isPublic) {
        run.rows.push({
          section: 'weight',
          measure: `${page} files with admin or Mantine code`,
          value: String(adminFiles),
          target: '0',
          ok: adminFiles === 0,
          figures: { files: adminFiles },
        });
      }
    }
  } finally {
    await browser.close();
  }
}
