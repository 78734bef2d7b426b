/**
 * The installers staff may choose for a lead (issue 43): the active ones serving its postal code, and
 * only on a deliberate choice ('also outside the area') the others; the one already chosen stays listed.
 */
import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { servesPostalCode } from '../../../src/installers/area.ts';
import { useTRPC } from './api.tsx';

export function useSellerChoices(postalCode: string | null, keepId: number | null = null) {
  const trpc = useTRPC();
  const [showAll, setShowAll] = useState(false);
  const active = useQuery(trpc.admin.installers.list.queryOptions()).data?.filter((installer) => installer.active || installer.id === keepId) ?? [];
  const serving = postalCode === null ? active : active.filter((installer) => servesPostalCode(installer, postalCode));
  const outside = active.length - serving.length;
  const choices = showAll ? active : active.filter((installer) => serving.includes(installer) || installer.id === keepId);
  return { choices, serving, outside, showAll, setShowAll };
}

/** The deliberate choice: a pressed button (a thumb's size) that shows the installers outside the area too. */
export function OutsideAreaToggle({ postalCode, outside, showAll, setShowAll }: { postalCode: string; outside: number; showAll: boolean; setShowAll(value: boolean): void }) {
  return (
    <Group>
      <Button variant="subtle" aria-pressed={showAll} onClick={() => setShowAll(!showAll)}>
        {showAll ? '✓ ' : ''}Ook installateurs die niet in {postalCode} werken ({outside})
      </Button>
    </Group>
  );
}
