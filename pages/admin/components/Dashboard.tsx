/** The dashboard: who is signed in, 'Uitloggen', and the tabs, with its state kept in the address. */
import { Box, Button, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { ADMIN_TEXT } from '../../../src/admin/messages.ts';
import { DASHBOARD_TABS, type DashboardState, type DashboardTab, dashboardSearch, INSTALLER_PATH, parseDashboardState } from '../../../src/admin/url-state.ts';
import { navigate } from 'vike/client/router';
import { SITE } from '../../../src/site.ts';
import { isForbidden, signOut, useTRPC } from '../lib/api.tsx';
import { clearAllDrafts } from '../lib/drafts.ts';
import { AftercareTab } from './AftercareTab.tsx';
import { BulkProposalTab } from './BulkProposalTab.tsx';
import { InstallersTab } from './InstallersTab.tsx';
import { LeadsTab } from './LeadsTab.tsx';
import { MailAlert } from './MailAlert.tsx';
import { PlacesTab } from './PlacesTab.tsx';
import { RoundsTab } from './RoundsTab.tsx';
import { StatsTab } from './StatsTab.tsx';

export function Dashboard() {
  const trpc = useTRPC();
  const pageContext = usePageContext();
  const [state, setState] = useState<DashboardState>(() =>
    parseDashboardState(pageContext.urlParsed.searchOriginal ?? ''),
  );
  const me = useQuery(trpc.admin.me.queryOptions());
  // An installer company's user who lands here (its stored token) goes to its own view.
  useEffect(() => {
    if (isForbidden(me.error)) void navigate(INSTALLER_PATH);
  }, [me.error]);
  // A 401 here means the session had already ended: signing out goes on as planned.
  const logout = useMutation(trpc.admin.logout.mutationOptions({ meta: { handlesUnauthorized: true } }));

  // The address follows the state (replaced, not pushed: Back leaves the dashboard, a reload keeps it).
  useEffect(() => {
    const url = `${window.location.pathname}${dashboardSearch(state)}`;
    if (url !== `${window.location.pathname}${window.location.search}`) {
      window.history.replaceState(window.history.state, '', url);
    }
  }, [state]);

  async function leave() {
    // Signed out on purpose: what was typed is not left for the next person at this computer.
    clearAllDrafts();
    await signOut(() => logout.mutateAsync());
  }

  return (
    <Box>
      {/* Not a fixed bar: on a phone its content takes two lines, and the tabs must start below them. */}
      <Box component="header" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xl">
          <Group justify="space-between" gap="xs" wrap="wrap" mih={44}>
            <Title order={1} size="h3">
              {ADMIN_TEXT.dashboardTitle}
              <Text component="span" inherit visibleFrom="sm">
                {' '}
                · {SITE.name}
              </Text>
            </Title>
            <Group gap="sm" wrap="nowrap" ml="auto">
              {me.data ? (
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  Aangemeld als {me.data.username}
                </Text>
              ) : null}
              <Button variant="default" size="sm" onClick={leave} disabled={logout.isPending}>
                {ADMIN_TEXT.logout}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      {/* Shown once the session is known to be staff's: an installer's token never sees a staff screen's error (issue 43). */}
      <Box component="main" py="md" hidden={me.isPending || isForbidden(me.error)}>
        <Container size="xl">
          {/* Staff only: an installer's user who landed here is on its way to its own view. */}
          {me.data ? <MailAlert /> : null}
          <Tabs
            value={state.tab}
            onChange={(tab) => setState((s) => ({ ...s, tab: (DASHBOARD_TABS as readonly string[]).includes(tab ?? '') ? (tab as DashboardTab) : 'leads' }))}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="leads">{ADMIN_TEXT.leadsTab}</Tabs.Tab>
              <Tabs.Tab value="stats">{ADMIN_TEXT.statsTab}</Tabs.Tab>
              <Tabs.Tab value="proposals">{ADMIN_TEXT.proposalsTab}</Tabs.Tab>
              <Tabs.Tab value="rounds">{ADMIN_TEXT.roundsTab}</Tabs.Tab>
              <Tabs.Tab value="installers">{ADMIN_TEXT.installersTab}</Tabs.Tab>
              <Tabs.Tab value="places">{ADMIN_TEXT.placesTab}</Tabs.Tab>
              <Tabs.Tab value="aftercare">{ADMIN_TEXT.aftercareTab}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="leads">
              <LeadsTab state={state} setState={setState} />
            </Tabs.Panel>
            <Tabs.Panel value="stats">
              <StatsTab />
            </Tabs.Panel>
            <Tabs.Panel value="proposals">
              <BulkProposalTab />
            </Tabs.Panel>
            <Tabs.Panel value="rounds">
              <RoundsTab />
            </Tabs.Panel>
            <Tabs.Panel value="installers">
              <InstallersTab />
            </Tabs.Panel>
            <Tabs.Panel value="places">
              <PlacesTab />
            </Tabs.Panel>
            <Tabs.Panel value="aftercare">
              <AftercareTab />
            </Tabs.Panel>
          </Tabs>
        </Container>
      </Box>
    </Box>
  );
}
