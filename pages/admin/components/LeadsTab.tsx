/**
 * 'Leads beheren': the list at the server (search, status filter, sort, 25/50/100 per page), built for
 * working through a hundred leads by keyboard: '/' jumps to the search, the status changes in the row,
 * the detail opens in a drawer (click or Enter on a row), and every choice stays in the address.
 */
import { Box, Group, Kbd, NativeSelect, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { PAGE_SIZES } from '../../../src/admin/limits.ts';
import { ADMIN_NOTICES, ADMIN_TEXT } from '../../../src/admin/messages.ts';
import type { LeadListQuery, ListSort, StatusFilter } from '../../../src/admin/schema.ts';
import type { DashboardState } from '../../../src/admin/url-state.ts';
import { isUnauthorized, useTRPC } from '../lib/api.tsx';
import { notifyError } from '../lib/notices.ts';
import { ExportButtons } from './ExportButton.tsx';
import { LeadDrawer } from './LeadDrawer.tsx';
import { LeadList } from './LeadList.tsx';
import { STATUS_OPTIONS } from './status-options.ts';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  state: DashboardState;
  setState: Dispatch<SetStateAction<DashboardState>>;
}

export function LeadsTab({ state, setState }: Props) {
  const trpc = useTRPC();
  const { query } = state;
  const setQuery = (change: Partial<LeadListQuery>) =>
    // Any change of filter, sort or size starts again at page 1.
    setState((s) => ({ ...s, query: { ...s.query, page: 1, ...change } }));

  const [searchText, setSearchText] = useState(query.search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debouncedSearch !== query.search) setQuery({ search: debouncedSearch });
    // Only the debounced text drives the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const searchRef = useRef<HTMLInputElement>(null);
  useHotkeys([['/', () => searchRef.current?.focus()]]);

  const leads = useQuery(trpc.admin.leads.list.queryOptions(query, { placeholderData: keepPreviousData }));
  useEffect(() => {
    if (leads.error && !isUnauthorized(leads.error)) notifyError(ADMIN_NOTICES.leadsFailed);
  }, [leads.error]);

  const page = leads.data;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const openLead = (id: number | null) => setState((s) => ({ ...s, lead: id }));

  return (
    <Box>
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <TextInput
          ref={searchRef}
          type="search"
          label={ADMIN_TEXT.searchLabel}
          placeholder={ADMIN_TEXT.searchPlaceholder}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          description={
            <>
              Druk <Kbd size="xs">/</Kbd> om te zoeken
            </>
          }
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          label={ADMIN_TEXT.statusFilterLabel}
          value={query.status}
          onChange={(event) => setQuery({ status: event.currentTarget.value as StatusFilter })}
          data={[{ value: 'all', label: ADMIN_TEXT.allStatuses }, ...STATUS_OPTIONS]}
        />
        <NativeSelect
          label={ADMIN_TEXT.sortLabel}
          value={query.sort}
          onChange={(event) => setQuery({ sort: event.currentTarget.value as ListSort })}
          data={[
            { value: 'newest', label: ADMIN_TEXT.sortNewest },
            { value: 'oldest', label: ADMIN_TEXT.sortOldest },
          ]}
        />
        <NativeSelect
          label={ADMIN_TEXT.pageSizeLabel}
          value={String(query.pageSize)}
          onChange={(event) => setQuery({ pageSize: Number(event.currentTarget.value) as LeadListQuery['pageSize'] })}
          data={PAGE_SIZES.map(String)}
        />
        <ExportButtons filter={query} disabled={!page || page.total === 0} csvLabel={ADMIN_TEXT.exportLeads} />
      </Group>

      {page ? (
        <LeadList page={page} busy={leads.isFetching} onOpen={openLead} />
      ) : (
        <Text role="status" py="xl" ta="center">
          {leads.isPending ? ADMIN_TEXT.leadsLoading : ADMIN_TEXT.noLeads}
        </Text>
      )}

      {page && lastPage > 1 ? (
        <Group justify="center" mt="md">
          <Pagination
            total={lastPage}
            value={Math.min(query.page, lastPage)}
            onChange={(value) => setState((s) => ({ ...s, query: { ...s.query, page: value } }))}
            getItemProps={(value) => ({ 'aria-label': `Pagina ${value}` })}
            getControlProps={(control) =>
              ({
                first: { 'aria-label': 'Eerste pagina' },
                last: { 'aria-label': 'Laatste pagina' },
                next: { 'aria-label': 'Volgende pagina' },
                previous: { 'aria-label': 'Vorige pagina' },
              })[control]
            }
            withEdges
          />
        </Group>
      ) : null}

      <LeadDrawer leadId={state.lead} onClose={() => openLead(null)} />
    </Box>
  );
}
