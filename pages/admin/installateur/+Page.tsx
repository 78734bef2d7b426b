/**
 * /admin/installateur: the view of an installer company's user (issue 34), on a phone first, in its
 * language (issue 43). Like the dashboard, the server renders a neutral frame; in the browser, no token
 * shows the login, which returns here afterwards (with a notice's `?order=`).
 */
import { Center, Container, Loader } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { navigate } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import { installerTexts } from '../../../src/installers/texts.ts';
import type { AdminPageData } from '../+data.ts';
import { InstallerView } from '../components/InstallerView.tsx';
import { loginAddressWithoutToken } from '../lib/api.tsx';
import { readToken, subscribeToken } from '../lib/token.ts';

const onServer = () => undefined;

export default function Page() {
  const token = useSyncExternalStore(subscribeToken, readToken, onServer);
  const locale = useData<AdminPageData | undefined>()?.locale ?? 'nl';
  useEffect(() => {
    if (token === null) void navigate(loginAddressWithoutToken());
  }, [token]);
  if (!token) {
    return (
      <Center component="main" mih="50vh">
        <Loader role="status" aria-label={installerTexts(locale).view.loading} />
      </Center>
    );
  }
  return (
    <Container component="main" size="sm" px="xs" py="md">
      <InstallerView />
    </Container>
  );
}
