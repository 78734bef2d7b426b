/**
 * One page of leads: a table from tablet width up, cards on a phone (no sideways scrolling). A row or
 * card opens the lead's detail when clicked, or on Enter when it has the focus; the status changes in
 * place without opening it.
 */
import { Button, Card, Group, NativeSelect, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { KeyboardEvent, MouseEvent } from 'react';
import { formatDateTime } from '../../../src/admin/format.ts';
import { ADMIN_TEXT, totalCaption } from '../../../src/admin/messages.ts';
import { formatNumber } from '../../../src/format.ts';
import { softenerLabel } from '../../../src/leads/softeners.ts';
import type { LeadStatus } from '../../../src/leads/status.ts';
import type { LeadPage } from '../lib/api.tsx';
import { STATUS_OPTIONS } from './status-options.ts';
import { useStatusChange } from './useStatusChange.ts';

type Lead = LeadPage['items'][number];

interface Props {
  page: LeadPage;
  busy: boolean;
  onOpen: (id: number) => void;
}

/** Below Mantine's `sm` breakpoint (48em, 768 px): cards. */
const PHONE = '(max-width: 47.99em)';

export function LeadList({ page, busy, onOpen }: Props) {
  const phone = useMediaQuery(PHONE);
  const caption = (
    <Text component="span" fw={600} role="status">
      {totalCaption(page.total, formatNumber(page.total))}
    </Text>
  );
  if (phone) {
    return (
      <Stack gap="sm" aria-busy={busy}>
        {caption}
        {page.items.length === 0 ? (
          <Text ta="center" py="lg">
            {ADMIN_TEXT.noLeads}
          </Text>
        ) : (
          page.items.map((lead) => <LeadCard key={lead.id} lead={lead} onOpen={onOpen} />)
        )}
      </Stack>
    );
  }
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={busy}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Voornaam</Table.Th>
            <Table.Th scope="col">Naam</Table.Th>
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">Telefoon</Table.Th>
            <Table.Th scope="col">Postcode</Table.Th>
            <Table.Th scope="col">Gemeente</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Aangemaakt op</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={9}>
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

/** Long names and addresses wrap anywhere, but never narrower than a short word or a usual address. */
const WRAP_NAME = { overflowWrap: 'anywhere', minWidth: '6rem' } as const;
const WRAP_EMAIL = { overflowWrap: 'anywhere', minWidth: '13rem' } as const;

/** Click and Enter open the detail; clicks and keys inside the row's own controls do not. */
function openers(lead: Lead, onOpen: (id: number) => void) {
  const fromControl = (target: EventTarget) =>
    target instanceof Element && target.closest('select, button, a, input, textarea') !== null;
  return {
    tabIndex: 0,
    style: { cursor: 'pointer' },
    onClick: (event: MouseEvent) => {
      if (!fromControl(event.target)) onOpen(lead.id);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !fromControl(event.target)) {
        event.preventDefault();
        onOpen(lead.id);
      }
    },
  };
}

function StatusSelect({ lead, size }: { lead: Lead; size: 'xs' | 'sm' }) {
  const changeStatus = useStatusChange();
  return (
    <NativeSelect
      size={size}
      miw={150}
      aria-label={`Status van ${lead.firstName} ${lead.lastName}`}
      value={lead.status}
      disabled={changeStatus.isPending}
      onChange={(event) => changeStatus.mutate({ id: lead.id, status: event.currentTarget.value as LeadStatus })}
      data={STATUS_OPTIONS}
    />
  );
}

function DetailsButton({ lead, onOpen }: { lead: Lead; onOpen: (id: number) => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      style={{ flexShrink: 0 }}
      onClick={() => onOpen(lead.id)}
      aria-label={`Details van ${lead.firstName} ${lead.lastName}`}
    >
      Details
    </Button>
  );
}

function LeadTableRow({ lead, onOpen }: { lead: Lead; onOpen: (id: number) => void }) {
  return (
    <Table.Tr data-lead-id={lead.id} {...openers(lead, onOpen)}>
      <Table.Td>
        {/* The detail is reachable from the first column, whatever the width of the table. */}
        <Group gap="xs" wrap="nowrap">
          <DetailsButton lead={lead} onOpen={onOpen} />
          <span style={WRAP_NAME}>{lead.firstName}</span>
        </Group>
      </Table.Td>
      <Table.Td style={WRAP_NAME}>{lead.lastName}</Table.Td>
      <Table.Td style={WRAP_EMAIL}>{lead.email}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{lead.phone}</Table.Td>
      <Table.Td>{lead.postalCode}</Table.Td>
      <Table.Td>{lead.city}</Table.Td>
      <Table.Td>{softenerLabel(lead.waterSoftenerType)}</Table.Td>
      <Table.Td>
        <StatusSelect lead={lead} size="xs" />
      </Table.Td>
      <Table.Td>{formatDateTime(lead.createdAt)}</Table.Td>
    </Table.Tr>
  );
}

function LeadCard({ lead, onOpen }: { lead: Lead; onOpen: (id: number) => void }) {
  return (
    <Card withBorder padding="sm" radius="md" data-lead-id={lead.id} {...openers(lead, onOpen)}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {lead.firstName} {lead.lastName}
        </Text>
        <DetailsButton lead={lead} onOpen={onOpen} />
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {lead.email}
      </Text>
      <Text size="sm">
        {lead.phone} · {lead.postalCode} {lead.city}
      </Text>
      <Text size="sm" c="dimmed">
        {softenerLabel(lead.waterSoftenerType)} · {formatDateTime(lead.createdAt)}
      </Text>
      <StatusSelect lead={lead} size="sm" />
    </Card>
  );
}
