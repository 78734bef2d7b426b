/** /admin: the staff login. With a stored token, straight on to the dashboard (which checks it). */
import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { navigate } from 'vike/client/router';
import { LoginForm } from './components/LoginForm.tsx';
import { DASHBOARD_PATH } from './lib/api.tsx';
import { readToken } from './lib/token.ts';

export default function Page() {
  useEffect(() => {
    if (readToken()) void navigate(DASHBOARD_PATH);
  }, []);
  return (
    <Container component="main" size="xs">
      <LoginForm />
    </Container>
  );
}
