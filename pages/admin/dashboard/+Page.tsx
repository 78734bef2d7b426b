/**
 * /admin/dashboard. The token lives in the browser, so the server renders a neutral frame; in the
 * browser, no token shows the login and moves to /admin (spec section 2), keeping this address to
 * return to; a token shows the dashboard, whose first call tells at once whether the session holds.
 */
import { Center, Container, Loader } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { navigate } from 'vike/client/router';
import { Dashboard } from '../components/Dashboard.tsx';
import { LoginForm } from '../components/LoginForm.tsx';
import { loginAddressWithoutToken } from '../lib/api.tsx';
import { readToken, subscribeToken } from '../lib/token.ts';

const onServer = () => undefined;

export default function Page() {
  const token = useSyncExternalStore(subscribeToken, readToken, onServer);
  useEffect(() => {
    if (token === null) void navigate(loginAddressWithoutToken());
  }, [token]);

  if (token === undefined) {
    return (
      <Center component="main" mih="50vh">
        <Loader role="status" aria-label="Laden" />
      </Center>
    );
  }
  if (token === null) {
    return (
      <Container component="main" size="xs">
        <LoginForm state={{ expired: false, returnTo: null }} />
      </Container>
    );
  }
  return <Dashboard />;
}
