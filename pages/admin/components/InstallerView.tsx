/**
 * What an installer company's user sees (issue 34), in Dutch, on a 375 px phone first: its orders due
 * today, this week and later, each with one tap to call and one to open the address in a map app; the
 * steps it takes from there are in InstallerOrderCard.tsx. Only its own company's orders reach it.
 */
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { failureOf, signOut, useTRPC } from '../lib/api.tsx';
import { InstallerOrderCard, type InstallerOrder } from './InstallerOrderCard.tsx';
import { InstallerAftercare } from './InstallerAftercare.tsx';

function groupOf(order: InstallerOrder, today: string, weekEnd: string): 'today' | 'week' | 'later' {
  if (order.dueOn !== null && order.dueOn <= today) return 'today';
  if (order.dueOn !== null && order.dueOn <= weekEnd) return 'week';
  return 'later';
}

const GROUPS = [
  { key: 'today', title: 'Vandaag' },
  { key: 'week', title: 'Deze week' },
  { key: 'later', title: 'Te plannen en later' },
] as const;

export function InstallerView() {
  const trpc = useTRPC();
  const orders = useQuery(trpc.installer.orders.queryOptions());
  const deadlines = useQuery(trpc.installer.deadlines.queryOptions());
  const me = useQuery(trpc.installer.me.queryOptions());
  const logout = useMutation(trpc.admin.logout.mutationOptions());
  const late = deadlines.data?.perInstaller.reduce((sum, entry) => sum + entry.late, 0) ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          Mijn opdrachten
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={() => void signOut(() => logout.mutateAsync())}>
          Uitloggen
        </Button>
      </Group>
      {me.data ? <Text size="sm">Aangemeld als {me.data.username}</Text> : null}
      {late > 0 ? (
        <Alert color="red" title="Termijnen overschreden">
          {late === 1 ? '1 bestelling is te laat' : `${late} bestellingen zijn te laat`}: eerste contact binnen 8 werkdagen, installatie binnen 6 weken.
        </Alert>
      ) : null}
      <InstallerAftercare />
      {orders.isPending ? <Loader role="status" aria-label="Laden" /> : null}
      {orders.error ? <Alert color="red">{failureOf(orders.error).message}</Alert> : null}
      {orders.data
        ? GROUPS.map((group) => {
            const list = orders.data.orders.filter((order) => groupOf(order, orders.data.today, orders.data.weekEnd) === group.key);
            return (
              <Stack key={group.key} gap="xs" component="section" aria-label={group.title}>
                <Title order={2} size="h4">
                  {group.title} ({list.length})
                </Title>
                {list.length === 0 ? <Text c="dimmed">Niets.</Text> : list.map((order) => <InstallerOrderCard key={order.id} order={order} />)}
              </Stack>
            );
          })
        : null}
    </Stack>
  );
}
