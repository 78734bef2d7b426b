/** How the tab 'Plaatsen' names a place page and shows whether search engines may index it (issue 41). */
import { Badge } from '@mantine/core';
import type { StaffPlacePage } from '../lib/api.tsx';

/** 'Gent (nl)', 'Bruxelles (fr)'. */
export const pageName = (page: Pick<StaffPlacePage, 'label' | 'language'>) => `${page.label} (${page.language})`;

export function StateBadge({ page }: { page: Pick<StaffPlacePage, 'indexable'> }) {
  return (
    // Black on the light tint: the tint's own text colour is below 4.5:1 (WCAG AA).
    <Badge color={page.indexable ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }} styles={{ label: { color: 'var(--mantine-color-black)' } }}>
      {page.indexable ? 'Indexeerbaar' : 'noindex'}
    </Badge>
  );
}
