/**
 * 'Leads beheren': the list at the server (search, status filter, sort, 25/50/100 per page), built for
 * working through a hundred leads by keyboard: '/' jumps to the search, the status changes in the row,
 * the detail opens in a drawer, and every choice stays in the address.
 */
import {
  Box,
  Button,
  Group,
  Kbd,
  NativeSelect,
  Pagination,
  ScrollArea,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../../src/admin/format.ts';
import { formatNumber } from '../../../src/format.ts';
import { PAGE_SIZES } from '../../../src/admin/limits.ts';
import { ADMIN_NOTICES, ADMIN_TEXT, totalCaption } from '../../../src/admin/messages.ts';
import type { LeadListQuery, ListSort, StatusFilter } from '../../../src/admin/schema.ts';
import type { DashboardState } from '../../../src/admin/url-state.ts';
import { softenerLabel } from '../../../src/leads/softeners.ts';
import type { LeadStatus } from '../../../src/leads/status.ts';
import { isUnauthorized, type LeadPage, useTRPC } from '../lib/api.tsx';
import { notifyError } from '../lib/notices.ts';
import { ExportButton } from './ExportButton.tsx';
import { LeadDrawer } from './LeadDrawer.tsx';
import { STATUS_OPTIONS } from './status-options.ts';
import { useStatusChange } from './useStatusChange.ts';

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
        <ExportButton filter={query} disabled={!page || page.total === 0} label={ADMIN_TEXT.exportLeads} />
      </Group>

      {page ? (
        <LeadTable page={page} busy={leads.isFetching} onOpen={openLead} />
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

function LeadTable({ page, busy, onOpen }: { page: LeadPage; busy: boolean; onOpen: (id: number) => void }) {
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={busy} miw={1000}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          <Text component="span" fw={600} role="status">
            {totalCaption(page.total, formatNumber(page.total))}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Voornaam</Table.Th>
            <Table.Th scope="col">Naam</Table.Th>
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">Telefoon</Table.Th>
            <Table.Th scope="col">Postcode</Table.Th>
            <Table.Th scope="col">Plaats</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Aangemaakt op</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Acties</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={10}>
                <Text ta="center" py="lg">
                  {ADMIN_TEXT.noLeads}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            page.items.map((lead) => <LeadTableRow key={lead.id} lead={lead} onOpen={onOpen} />)
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function LeadTableRow({ lead, onOpen }: { lead: LeadPage['items'][number]; onOpen: (id: number) => void }) {
  const changeStatus = useStatusChange();
  const name = `${lead.firstName} ${lead.lastName}`;
  return (
    <Table.Tr data-lead-id={lead.id}>
      <Table.Td>{lead.firstName}</Table.Td>
      <Table.Td>{lead.lastName}</Table.Td>
      <Table.Td>{lead.email}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{lead.phone}</Table.Td>
      <Table.Td>{lead.postalCode}</Table.Td>
      <Table.Td>{lead.city}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{softenerLabel(lead.waterSoftenerType)}</Table.Td>
      <Table.Td>
        <NativeSelect
          size="xs"
          miw={160}
          aria-label={`Status van ${name}`}
          value={lead.status}
          disabled={changeStatus.isPending}
          onChange={(event) => changeStatus.mutate({ id: lead.id, status: event.currentTarget.value as LeadStatus })}
          data={STATUS_OPTIONS}
        />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(lead.createdAt)}</Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" onClick={() => onOpen(lead.id)} aria-label={`Details van ${name}`}>
          Details
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
