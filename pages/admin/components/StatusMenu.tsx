/**
 * A lead's status as a coloured badge, and the control that changes it: a button that opens a small
 * panel with a button per status. Pressing one (click, tap, Enter or Space) is the deliberate act that
 * saves; arrow keys save nothing (a select saved a change, and wrote history, per arrow key press).
 * Plain buttons in a popover, not Mantine's Menu, whose items put <div> elements inside <button>
 * (invalid HTML, W3C Nu checker).
 */
import { Badge, Button, ComboboxChevron, Popover, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { LEAD_STATUSES, type LeadStatus, statusLabel } from '../../../src/leads/status.ts';
import { STATUS_COLORS } from './status-options.ts';
import { type StatusTarget, useStatusChange } from './useStatusChange.ts';

/**
 * The colours of a status: a tinted background (shade 1) and a dot (shade 7) carry the colour; the text
 * stays near-black, because the tints' own dark shades (orange 9, for one) are below 4.5:1 (WCAG AA).
 */
const tint = (status: LeadStatus) => ({ bg: `${STATUS_COLORS[status]}.1`, c: 'gray.9', leftSection: <StatusDot status={status} /> });

export function StatusBadge({ status, size = 'lg' }: { status: LeadStatus; size?: 'md' | 'lg' }) {
  return (
    <Badge variant="light" size={size} tt="none" style={{ flexShrink: 0, overflow: 'visible' }} {...tint(status)}>
      {statusLabel(status)}
    </Badge>
  );
}

interface Props {
  lead: StatusTarget;
  /** The accessible name's subject: 'Status van Mélanie Gölçük'. */
  label: string;
  fullWidth?: boolean;
}

export function StatusMenu({ lead, label, fullWidth = false }: Props) {
  const changeStatus = useStatusChange();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const choose = (status: LeadStatus) => {
    setOpened(false);
    changeStatus.change(lead, status);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={240} trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="light"
          {...tint(lead.status)}
          fullWidth={fullWidth}
          rightSection={<ComboboxChevron aria-hidden />}
          loading={changeStatus.isPending}
          onClick={() => setOpened((open) => !open)}
          aria-label={`${label}: ${statusLabel(lead.status)}. Status wijzigen`}
          styles={{ inner: { justifyContent: 'space-between' } }}
          style={{ flexShrink: 0 }}
        >
          {statusLabel(lead.status)}
        </Button>
      </Popover.Target>
      {/* Named by its own title (Mantine would name it after the button that opens it). */}
      <Popover.Dropdown aria-labelledby={titleId} p="xs">
        <Text size="sm" fw={600} c="dimmed" px="xs" mb={4} id={titleId}>
          Nieuwe status voor {label.replace(/^Status van /, '')}
        </Text>
        <Stack gap={2}>
          {LEAD_STATUSES.map((status) => (
            <Button
              key={status}
              variant="subtle"
              color="gray"
              c="gray.9"
              fullWidth
              disabled={status === lead.status}
              leftSection={<StatusDot status={status} />}
              onClick={() => choose(status)}
              styles={{ inner: { justifyContent: 'flex-start' } }}
            >
              {statusLabel(status)}
            </Button>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function StatusDot({ status }: { status: LeadStatus }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: '0.625rem',
        height: '0.625rem',
        borderRadius: '50%',
        background: `var(--mantine-color-${STATUS_COLORS[status]}-7)`,
      }}
    />
  );
}
