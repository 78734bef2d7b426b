/**
 * The staff login (spec sections 2, 5 and 8): both fields required, a notice for every outcome. After a
 * session ended it says so, and signing in returns to the screen that was open (its address).
 */
import { Alert, Anchor, Button, Loader, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { navigate } from 'vike/client/router';
import { useHydrated } from 'vike-react/useHydrated';
import { ADMIN_NOTICES, ADMIN_TEXT, SESSION_EXPIRED_TEXT } from '../../../src/admin/messages.ts';
import { DASHBOARD_PATH, type LoginState } from '../../../src/admin/url-state.ts';
import { serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { storeToken } from '../lib/token.ts';

export function LoginForm({ state }: { state: LoginState }) {
  const trpc = useTRPC();
  const login = useMutation(trpc.admin.login.mutationOptions({ meta: { handlesUnauthorized: true } }));
  const busy = login.isPending;
  // Until React runs, the button is disabled and the form posts: a click on the server-rendered form never
  // sends the password in the address (history, access logs) as a form without a method would.
  const hydrated = useHydrated();
  const form = useForm({ mode: 'uncontrolled', initialValues: { username: '', password: '' } });

  async function submit(values: { username: string; password: string }) {
    // The spec's rule (section 5): either field empty, one notice and no call.
    if (values.username.trim() === '' || values.password === '') {
      notifyError(ADMIN_NOTICES.loginEmpty);
      return;
    }
    try {
      const { token } = await login.mutateAsync(values);
      storeToken(token);
      notifySuccess(ADMIN_NOTICES.loginSuccess);
      await navigate(state.returnTo ?? DASHBOARD_PATH);
    } catch (error) {
      const message = serverMessage(error);
      if (message) notifyError({ title: ADMIN_NOTICES.loginFailed.title, message });
      else notifyError(ADMIN_NOTICES.loginError);
    }
  }

  return (
    <Paper component="section" withBorder shadow="sm" p="xl" radius="md" maw={420} mx="auto" mt="10vh" aria-labelledby="login-title">
      <form method="post" onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Title order={1} size="h2" id="login-title">
            {ADMIN_TEXT.loginTitle}
          </Title>
          {state.expired ? (
            <Alert color="orange" title={SESSION_EXPIRED_TEXT.title} role="alert">
              {SESSION_EXPIRED_TEXT.message}
            </Alert>
          ) : null}
          <TextInput
            label={ADMIN_TEXT.username}
            name="username"
            autoComplete="username"
            required
            disabled={busy}
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={ADMIN_TEXT.password}
            name="password"
            autoComplete="current-password"
            required
            disabled={busy}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" disabled={busy || !hydrated} leftSection={busy ? <Loader size="xs" aria-hidden /> : undefined}>
            {busy ? ADMIN_TEXT.loginBusy : ADMIN_TEXT.loginButton}
          </Button>
          <Anchor href="/" size="sm" className="admin-tap">
            {ADMIN_TEXT.backHome}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
