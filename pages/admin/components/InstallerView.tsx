/**
 * What an installer company's user sees (issue 34), in its own language (issue 43), on a 375 px phone
 * first: its orders due today, this week and later, and the withdrawn softeners it must collect, each
 * with one tap to call and one to open the address in a map app; the steps it takes from there are in
 * InstallerOrderCard.tsx. Only its own company's orders reach it. A notice's link (`?order=12`) brings
 * that order to the front.
 */
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { LANGUAGE_TAGS } from '../../../src/i18n/locale.ts';
import { installerTexts } from '../../../src/installers/texts.ts';
import type { AdminPageData } from '../+data.ts';
import { signOut, useTRPC } from '../lib/api.tsx';
import { InstallerTextsProvider, useInstallerTexts } from '../lib/installer-texts.tsx';
import type { InstallerOrder } from '../lib/installer-order.ts';
import { InstallerOrderCard } from './InstallerOrderCard.tsx';
import { InstallerAftercare } from './InstallerAftercare.tsx';

type Group = 'today' | 'week' | 'collect' | 'later';

function groupOf(order: InstallerOrder, today: string, weekEnd: string): Group {
  if (order.status === 'withdrawn') return 'collect';
  if (order.dueOn !== null && order.dueOn <= today) return 'today';
  if (order.dueOn !== null && order.dueOn <= weekEnd) return 'week';
  return 'later';
}

const GROUPS: readonly Group[] = ['today', 'week', 'collect', 'later'];

export function InstallerView() {
  const trpc = useTRPC();
  const me = useQuery(trpc.installer.me.queryOptions());
  const pageLocale = useData<AdminPageData | undefined>()?.locale ?? 'nl';
  const locale = me.data?.language ?? pageLocale;
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[locale];
    document.title = installerTexts(locale).view.pageTitle;
  }, [locale]);
  return (
    <InstallerTextsProvider locale={locale}>
      <InstallerOrders username={me.data?.username ?? null} />
    </InstallerTextsProvider>
  );
}

function InstallerOrders({ username }: { username: string | null }) {
  const T = useInstallerTexts();
  const trpc = useTRPC();
  const orders = useQuery(trpc.installer.orders.queryOptions());
  const deadlines = useQuery(trpc.installer.deadlines.queryOptions());
  const logout = useMutation(trpc.admin.logout.mutationOptions({ meta: { handlesUnauthorized: true } }));
  const late = deadlines.data?.perInstaller.reduce((sum, entry) => sum + entry.late, 0) ?? 0;
  const wanted = Number(new URLSearchParams(usePageContext().urlParsed.searchOriginal ?? '').get('order')) || null;
  useEffect(() => {
    if (!wanted || !orders.data) return;
    const card = document.getElementById(`order-${wanted}`);
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [wanted, orders.data]);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          {T.view.title}
        </Title>
        <Button variant="default" style={{ flexShrink: 0 }} onClick={() => void signOut(() => logout.mutateAsync())} disabled={logout.isPending}>
          {T.view.logout}
        </Button>
      </Group>
      {username ? <Text size="sm">{T.view.signedInAs(username)}</Text> : null}
      {late > 0 ? (
        <Alert color="red" title={T.view.lateTitle}>
          {T.view.late(late)}
        </Alert>
      ) : null}
      <InstallerAftercare />
      {orders.isPending ? <Loader role="status" aria-label={T.view.loading} /> : null}
      {orders.error ? <Alert color="red">{T.view.failed}</Alert> : null}
      {orders.data
        ? GROUPS.map((group) => {
            const list = orders.data.orders.filter((order) => groupOf(order, orders.data.today, orders.data.weekEnd) === group);
            if (group === 'collect' && list.length === 0) return null;
            return (
              <Stack key={group} gap="xs" component="section" aria-label={T.view.groups[group]}>
                <Title order={2} size="h4">
                  {T.view.groups[group]} ({list.length})
                </Title>
                {list.length === 0 ? <Text c="dimmed">{T.view.nothing}</Text> : list.map((order) => <InstallerOrderCard key={order.id} order={order} today={orders.data.today} />)}
              </Stack>
            );
          })
        : null}
    </Stack>
  );
}
