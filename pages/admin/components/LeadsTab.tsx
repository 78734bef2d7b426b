/**
 * 'Leads beheren': the list at the server (search, status filter, sort, 25/50/100 per page), built for
 * working through a hundred leads by keyboard or thumb: '/' jumps to the search (which stays at the top
 * of a phone's screen), the status changes in the row, the detail opens in a drawer, a new page starts
 * at its first lead with the focus there, and every choice stays in the address. The open page is
 * fetched again every few seconds, so that colleagues' changes appear (decision 027).
 */
import { Box, Group, Kbd, NativeSelect, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { PAGE_SIZES, REFRESH_INTERVAL_MS } from '../../../src/admin/limits.ts';
import { ADMIN_NOTICES, ADMIN_TEXT } from '../../../src/admin/messages.ts';
import type { ConfirmedFilter, LeadListQuery, ListSort, OrderFilter, StatusFilter } from '../../../src/admin/schema.ts';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../src/orders/lifecycle.ts';
import type { DashboardState } from '../../../src/admin/url-state.ts';
import { isUnauthorized, useTRPC } from '../lib/api.tsx';
import { notifyError } from '../lib/notices.ts';
import { ExportButtons } from './ExportButton.tsx';
import { Failure } from './Failure.tsx';
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

  const leads = useQuery(
    trpc.admin.leads.list.queryOptions(query, { placeholderData: keepPreviousData, refetchInterval: REFRESH_INTERVAL_MS }),
  );
  // The spec's notice (section 8), once per failure, not once per attempt of the refresh.
  const failed = leads.isError && !isUnauthorized(leads.error);
  useEffect(() => {
    if (failed) notifyError(ADMIN_NOTICES.leadsFailed);
  }, [failed]);

  const page = leads.data;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const openLead = (id: number | null) => setState((s) => ({ ...s, lead: id }));
  // On a phone, fewer page buttons: at 44 px each, the usual row of eleven is wider than the screen.
  const phone = useMediaQuery('(max-width: 47.99em)');

  // Paging lands on the new page's first lead, with the focus there (not at the bottom, by the buttons).
  const listRef = useRef<HTMLDivElement>(null);
  const focusFirstLead = useRef(false);
  const showingAsked = page !== undefined && !leads.isPlaceholderData && page.page === query.page;
  useEffect(() => {
    if (!focusFirstLead.current || !showingAsked) return;
    focusFirstLead.current = false;
    const first = listRef.current?.querySelector<HTMLElement>('[data-lead-id]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: 'start' });
  }, [showingAsked, page]);
  const goToPage = (value: number) => {
    focusFirstLead.current = true;
    setState((s) => ({ ...s, query: { ...s.query, page: value } }));
  };

  return (
    <Box>
      <TextInput
        ref={searchRef}
        className="admin-search"
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
      />
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <NativeSelect
          label={ADMIN_TEXT.statusFilterLabel}
          value={query.status}
          onChange={(event) => setQuery({ status: event.currentTarget.value as StatusFilter })}
          data={[{ value: 'all', label: ADMIN_TEXT.allStatuses }, ...STATUS_OPTIONS]}
        />
        <NativeSelect
          label={ADMIN_TEXT.confirmedFilterLabel}
          value={query.confirmed}
          onChange={(event) => setQuery({ confirmed: event.currentTarget.value as ConfirmedFilter })}
          data={[
            { value: 'all', label: ADMIN_TEXT.confirmedAll },
            { value: 'yes', label: ADMIN_TEXT.confirmedYes },
            { value: 'no', label: ADMIN_TEXT.confirmedNo },
          ]}
        />
        <NativeSelect
          label="Bestelling"
          value={query.order}
          onChange={(event) => setQuery({ order: event.currentTarget.value as OrderFilter })}
          data={[
            { value: 'all', label: 'Met of zonder' },
            { value: 'any', label: 'Met een bestelling' },
            { value: 'none', label: 'Zonder bestelling' },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: `Bestelling: ${ORDER_STATUS_LABELS[status].toLowerCase()}` })),
          ]}
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
        {/* Disabled only when the list is known to be empty (spec section 5), not when it failed to load. */}
        <ExportButtons filter={query} disabled={page?.total === 0} csvLabel={ADMIN_TEXT.exportLeads} />
      </Group>

      {failed ? <Failure error={leads.error} onRetry={() => void leads.refetch()} retrying={leads.isFetching} /> : null}
      {page ? (
        <LeadList page={page} busy={leads.isFetching} onOpen={openLead} listRef={listRef} />
      ) : leads.isPending ? (
        <Text role="status" py="xl" ta="center">
          {ADMIN_TEXT.leadsLoading}
        </Text>
      ) : null}

      {page && lastPage > 1 ? (
        <Group justify="center" mt="md">
          <Pagination
            total={lastPage}
            value={Math.min(query.page, lastPage)}
            onChange={goToPage}
            getItemProps={(value) => ({ 'aria-label': `Pagina ${value}` })}
            getControlProps={(control) =>
              ({
                first: { 'aria-label': 'Eerste pagina' },
                last: { 'aria-label': 'Laatste pagina' },
                next: { 'aria-label': 'Volgende pagina' },
                previous: { 'aria-label': 'Vorige pagina' },
              })[control]
            }
            withEdges={!phone}
            siblings={phone ? 0 : 1}
            gap={phone ? 4 : 8}
          />
        </Group>
      ) : null}

      <LeadDrawer leadId={state.lead} onClose={() => openLead(null)} />
    </Box>
  );
}
