/**
 * /admin: the staff login. Its address may say that a session ended and where to return afterwards
 * (src/admin/url-state.ts). With a stored token, straight on (the dashboard checks it).
 */
import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { DASHBOARD_PATH, parseLoginState } from '../../src/admin/url-state.ts';
import { LoginForm } from './components/LoginForm.tsx';
import { readToken } from './lib/token.ts';

export default function Page() {
  const pageContext = usePageContext();
  const state = parseLoginState(pageContext.urlParsed.searchOriginal ?? '');
  useEffect(() => {
    if (readToken()) void navigate(state.returnTo ?? DASHBOARD_PATH);
  }, [state.returnTo]);
  return (
    <Container component="main" size="xs">
      <LoginForm state={state} />
    </Container>
  );
}
