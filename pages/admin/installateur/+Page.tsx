/**
 * /admin/installateur: the view of an installer company's user (issue 34), on a phone first. Like the
 * dashboard, the server renders a neutral frame; in the browser, no token shows the login.
 */
import { Center, Container, Loader } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { navigate } from 'vike/client/router';
import { InstallerView } from '../components/InstallerView.tsx';
import { LOGIN_PATH } from '../../../src/admin/url-state.ts';
import { readToken, subscribeToken } from '../lib/token.ts';

const onServer = () => undefined;

export default function Page() {
  const token = useSyncExternalStore(subscribeToken, readToken, onServer);
  useEffect(() => {
    if (token === null) void navigate(LOGIN_PATH);
  }, [token]);
  if (!token) {
    return (
      <Center component="main" mih="50vh">
        <Loader role="status" aria-label="Laden" />
      </Center>
    );
  }
  return (
    <Container component="main" size="sm" px="xs" py="md">
      <InstallerView />
    </Container>
  );
}
