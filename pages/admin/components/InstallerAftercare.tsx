/**
 * Aftercare in the installer's view (issue 44), above its orders: requests for help and service visits
 * first (InstallerSupport.tsx), then salt to deliver and services due (InstallerUpkeep.tsx).
 */
import { Stack } from '@mantine/core';
import { InstallerSupport } from './InstallerSupport.tsx';
import { InstallerUpkeep } from './InstallerUpkeep.tsx';

export function InstallerAftercare() {
  return (
    <Stack gap="md">
      <InstallerSupport />
      <InstallerUpkeep />
    </Stack>
  );
}
