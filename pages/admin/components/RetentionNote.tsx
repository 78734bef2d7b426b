/** Under the statistics: the retention rule, when the purge last ran and how many leads it erased. */
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { retentionNoteText } from '../../../src/admin/retention.ts';
import { useTRPC } from '../lib/api.tsx';

export function RetentionNote() {
  const trpc = useTRPC();
  const status = useQuery(trpc.admin.retention.lastPurge.queryOptions());
  if (!status.data) return null;
  return (
    <Text size="sm" c="dimmed" mt="xl" data-testid="retention-note">
      {retentionNoteText(status.data)}
    </Text>
  );
}
