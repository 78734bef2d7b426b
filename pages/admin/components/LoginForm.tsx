/** The staff login (spec sections 2, 5 and 8): both fields required, a notice for every outcome. */
import { Anchor, Button, Loader, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { navigate } from 'vike/client/router';
import { ADMIN_NOTICES, ADMIN_TEXT } from '../../../src/admin/messages.ts';
import { DASHBOARD_PATH, serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { storeToken } from '../lib/token.ts';

export function LoginForm() {
  const trpc = useTRPC();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation(trpc.admin.login.mutationOptions({ meta: { isLogin: true } }));
  const busy = login.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      notifyError(ADMIN_NOTICES.loginEmpty);
      return;
    }
    try {
      const { token } = await login.mutateAsync({ username, password });
      storeToken(token);
      notifySuccess(ADMIN_NOTICES.loginSuccess);
      await navigate(DASHBOARD_PATH);
    } catch (error) {
      const message = serverMessage(error);
      if (message) notifyError({ title: ADMIN_NOTICES.loginFailed.title, message });
      else notifyError(ADMIN_NOTICES.loginError);
    }
  }

  return (
    <Paper component="section" withBorder shadow="sm" p="xl" radius="md" maw={420} mx="auto" mt="10vh" aria-labelledby="login-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={1} size="h2" id="login-title">
            {ADMIN_TEXT.loginTitle}
          </Title>
          <TextInput
            label={ADMIN_TEXT.username}
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            disabled={busy}
          />
          <PasswordInput
            label={ADMIN_TEXT.password}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            disabled={busy}
          />
          <Button type="submit" disabled={busy} leftSection={busy ? <Loader size="xs" aria-hidden /> : undefined}>
            {busy ? ADMIN_TEXT.loginBusy : ADMIN_TEXT.loginButton}
          </Button>
          <Anchor href="/" size="sm">
            {ADMIN_TEXT.backHome}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
