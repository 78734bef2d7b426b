/**
 * Aftercare in the back office (issue 44): the late list of requests for help (no first answer after the
 * seller's due working day) with the count per company, every unresolved request, the reviews to moderate
 * and aftercare's monthly figures with their exports.
 */
import { Stack } from '@mantine/core';
import { AftercareStats } from './AftercareStats.tsx';
import { ReviewsPanel } from './ReviewsPanel.tsx';
import { SupportPanel } from './SupportPanel.tsx';

export function AftercareTab() {
  return (
    <Stack gap="lg">
      <SupportPanel />
      <ReviewsPanel />
      <AftercareStats />
    </Stack>
  );
}
