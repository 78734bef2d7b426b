/**
 * A lead's status as a coloured badge, and the control that changes it: a button that opens a menu of
 * the five statuses. Choosing one (click, tap, or Enter on it) is the deliberate act that saves; arrow
 * keys only move through the menu (a select saved a change, and wrote history, per arrow key press).
 */
import { Badge, Button, ComboboxChevron, Menu } from '@mantine/core';
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
    <Badge variant="light" size={size} tt="none" {...tint(status)}>
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
  return (
    <Menu position="bottom-start" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          {...tint(lead.status)}
          fullWidth={fullWidth}
          justify="space-between"
          rightSection={<ComboboxChevron aria-hidden />}
          loading={changeStatus.isPending}
          aria-label={`${label}: ${statusLabel(lead.status)}. Status wijzigen`}
          style={{ flexShrink: 0 }}
        >
          {statusLabel(lead.status)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Nieuwe status</Menu.Label>
        {LEAD_STATUSES.map((status) => (
          <Menu.Item
            key={status}
            disabled={status === lead.status}
            leftSection={<StatusDot status={status} />}
            onClick={() => changeStatus.change(lead, status)}
          >
            {statusLabel(status)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
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
