/** How the tab 'Plaatsen' names a place page and shows whether search engines may index it (issue 41). */
import { Badge } from '@mantine/core';
import type { StaffPlacePage } from '../lib/api.tsx';

/** 'Gent (nl)', 'Bruxelles (fr)'. */
export const pageName = (page: Pick<StaffPlacePage, 'label' | 'language'>) => `${page.label} (${page.language})`;

export function StateBadge({ page }: { page: Pick<StaffPlacePage, 'indexable'> }) {
  return (
    <Badge color={page.indexable ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {page.indexable ? 'Indexeerbaar' : 'noindex'}
    </Badge>
  );
}
