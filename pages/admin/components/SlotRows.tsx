/**
 * Times for a visit as an installer types them on a phone (issue 44, the visit's slots flow): a day on its
 * line, from and to on the next; two to five rows. `slotsOf` makes them ISO moments with Brussels' offset
 * of that day, as the API takes them.
 */
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { InstallerAftercareTexts } from '../../../src/aftercare/installer-texts.ts';
import { TIME_ZONE } from '../../../src/time-zone.ts';
import { TOUCH } from '../lib/aftercare-step.ts';

export interface SlotRow {
  day: string;
  from: string;
  to: string;
}

/** `2026-12-03` and `09:00` in Brussels as an ISO moment with its offset (winter or summer time of that day). */
function brusselsMoment(day: string, time: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, timeZoneName: 'shortOffset' }).formatToParts(noon).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+1';
  const hours = Number(/GMT([+-]\d+)/.exec(name)?.[1] ?? 1);
  return `${day}T${time}:00${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;
}

/** The filled-in rows as the API's slots. */
export function slotsOf(rows: readonly SlotRow[]): Array<{ start: string; end: string }> {
  return rows.filter((row) => row.day).map((row) => ({ start: brusselsMoment(row.day, row.from), end: brusselsMoment(row.day, row.to) }));
}

export function SlotRows({ rows, onChange, T }: { rows: SlotRow[]; onChange(rows: SlotRow[]): void; T: InstallerAftercareTexts }) {
  const set = (index: number, field: keyof SlotRow, value: string) => onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  return (
    <Stack gap="xs">
      {rows.map((row, index) => (
        <Group key={index} gap="xs" wrap="wrap">
          <TextInput type="date" aria-label={T.day(index + 1)} value={row.day} onChange={(event) => set(index, 'day', event.currentTarget.value)} style={{ flex: '1 1 100%' }} {...TOUCH} />
          <TextInput type="time" aria-label={T.from(index + 1)} value={row.from} onChange={(event) => set(index, 'from', event.currentTarget.value)} style={{ flex: '1 1 40%' }} {...TOUCH} />
          <TextInput type="time" aria-label={T.to(index + 1)} value={row.to} onChange={(event) => set(index, 'to', event.currentTarget.value)} style={{ flex: '1 1 40%' }} {...TOUCH} />
        </Group>
      ))}
      {rows.length < 5 ? (
        <Button variant="subtle" onClick={() => onChange([...rows, { day: '', from: '09:00', to: '11:00' }])} {...TOUCH}>
          {T.moreSlots}
        </Button>
      ) : null}
    </Stack>
  );
}
