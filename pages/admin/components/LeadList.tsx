/**
 * One page of leads: cards on a phone, a table from tablet width up whose five columns fit a tablet
 * without a sideways swipe (name and place; e-mail and phone; type; status; date; confirmed or not). The name
 * opens the lead's detail, and so does a click on a row or card, or Enter on it; the status changes in
 * place through its menu (StatusMenu.tsx). A phone's card has big buttons to call and to mail.
 */
import { Badge, Button, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { formatDate, formatDateTime, formatTime } from '../../../src/admin/format.ts';
import { LANGUAGE_LABELS } from '../../../src/admin/csv.ts';
import { ADMIN_TEXT, totalCaption } from '../../../src/admin/messages.ts';
import { formatNumber } from '../../../src/format.ts';
import { formatPhone } from '../../../src/admin/phone.ts';
import { softenerLabel } from '../../../src/leads/softeners.ts';
import type { LeadPage } from '../lib/api.tsx';
import { EmailText, mailtoHref, telHref } from './contact.tsx';
import { StatusBadge, StatusMenu } from './StatusMenu.tsx';

type Lead = LeadPage['items'][number];

interface Props {
  page: LeadPage;
  busy: boolean;
  onOpen: (id: number) => void;
  /** The element that holds the leads, so that paging can move the focus to the first one. */
  listRef?: Ref<HTMLDivElement>;
}

/** Below Mantine's `sm` breakpoint (48em, 768 px): cards. */
const PHONE = '(max-width: 47.99em)';

const fullName = (lead: Lead) => `${lead.firstName} ${lead.lastName}`;

export function LeadList({ page, busy, onOpen, listRef }: Props) {
  const phone = useMediaQuery(PHONE);
  const caption = (
    <Text component="span" fw={600} role="status">
      {totalCaption(page.total, formatNumber(page.total))}
    </Text>
  );
  if (phone) {
    return (
      <Stack gap="sm" aria-busy={busy} ref={listRef}>
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
    <div ref={listRef}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={busy}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Naam en gemeente</Table.Th>
            <Table.Th scope="col">E-mail en telefoon</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Aangemaakt op</Table.Th>
            <Table.Th scope="col">{ADMIN_TEXT.confirmedColumn}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {page.items.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6}>
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
    </div>
  );
}

/** Click and Enter open the detail; clicks and keys inside the row's own controls do not. */
function openers(lead: Lead, onOpen: (id: number) => void) {
  const fromControl = (target: EventTarget) =>
    target instanceof Element && target.closest('select, button, a, input, textarea, [role="menu"]') !== null;
  return {
    tabIndex: 0,
    'data-lead-id': lead.id,
    style: { cursor: 'pointer' },
    onClick: (event: MouseEvent) => {
      if (!fromControl(event.target)) onOpen(lead.id);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) {
        event.preventDefault();
        onOpen(lead.id);
      }
    },
  };
}

/** The lead's name as the button that opens its detail. */
function NameButton({ lead, onOpen, children }: { lead: Lead; onOpen: (id: number) => void; children: ReactNode }) {
  return (
    <UnstyledButton
      className="admin-tap"
      fw={600}
      c="blue.8"
      td="underline"
      onClick={() => onOpen(lead.id)}
      aria-label={`Details van ${fullName(lead)}`}
      // It wraps, even a name without spaces, rather than push the status badge off the card.
      style={{ overflowWrap: 'anywhere', textAlign: 'left', minWidth: 0 }}
    >
      {children}
    </UnstyledButton>
  );
}

function LeadTableRow({ lead, onOpen }: { lead: Lead; onOpen: (id: number) => void }) {
  return (
    <Table.Tr {...openers(lead, onOpen)}>
      <Table.Td miw="7rem">
        <NameButton lead={lead} onOpen={onOpen}>
          {lead.firstName} {lead.lastName}
        </NameButton>
        <Text size="sm">
          {lead.postalCode} {lead.city}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" className="admin-email">
          <EmailText email={lead.email} />
        </Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatPhone(lead.phone)}
        </Text>
      </Table.Td>
      <Table.Td>
        {softenerLabel(lead.waterSoftenerType)}
        <LanguageTag language={lead.language} />
      </Table.Td>
      <Table.Td>
        <StatusMenu lead={lead} label={`Status van ${fullName(lead)}`} />
      </Table.Td>
      <Table.Td>
        {/* Day and time on two lines: the column stays narrow enough for a tablet. */}
        <time dateTime={lead.createdAt} title={formatDateTime(lead.createdAt)}>
          <Text size="sm" component="span" display="block" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(lead.createdAt)}
          </Text>
          <Text size="sm" component="span" display="block" c="dimmed">
            {formatTime(lead.createdAt)}
          </Text>
        </time>
      </Table.Td>
      <Table.Td>
        <Confirmed lead={lead} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Whether the household confirmed its address (issue 23): 'Ja' with the date, or 'Nee'. */
function Confirmed({ lead }: { lead: Lead }) {
  if (lead.confirmedAt === null) return <Text component="span" size="sm">{`${ADMIN_TEXT.confirmedNo}`}</Text>;
  return (
    <time dateTime={lead.confirmedAt} title={formatDateTime(lead.confirmedAt)}>
      <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
        {`${ADMIN_TEXT.confirmedYes} ${formatDate(lead.confirmedAt)}`}
      </Text>
    </time>
  );
}

/** French-speaking households stand out in the list: their mails are French, and so should the call be. */
function LanguageTag({ language }: { language: Lead['language'] }) {
  return language === 'fr' ? (
    <Badge ml="xs" size="sm" variant="light" color="grape" title={LANGUAGE_LABELS.fr}>
      FR
    </Badge>
  ) : null;
}

function LeadCard({ lead, onOpen }: { lead: Lead; onOpen: (id: number) => void }) {
  return (
    <Card withBorder padding="sm" radius="md" {...openers(lead, onOpen)} style={{ cursor: 'pointer', scrollMarginTop: '5rem' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <NameButton lead={lead} onOpen={onOpen}>
          {lead.firstName} {lead.lastName}
        </NameButton>
        <StatusBadge status={lead.status} />
      </Group>
      <Text size="sm" className="admin-email">
        <EmailText email={lead.email} />
      </Text>
      <Text size="sm">
        {formatPhone(lead.phone)} · {lead.postalCode} {lead.city}
      </Text>
      <Text size="sm" c="dimmed">
        {softenerLabel(lead.waterSoftenerType)} · {formatDateTime(lead.createdAt)} · <Confirmed lead={lead} />
        <LanguageTag language={lead.language} />
      </Text>
      <Group grow gap="xs" mt="xs">
        <Button component="a" href={telHref(lead.phone)} variant="outline" size="md" aria-label={`Bel ${fullName(lead)}`}>
          Bellen
        </Button>
        <Button component="a" href={mailtoHref(lead.email)} variant="outline" size="md" aria-label={`Mail ${fullName(lead)}`}>
          Mailen
        </Button>
      </Group>
    </Card>
  );
}
