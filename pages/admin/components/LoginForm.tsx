/**
 * The staff login (spec sections 2, 5 and 8): both fields required, a notice for every outcome. After a
 * session ended it says so, and signing in returns to the screen that was open (its address). In French
 * for a browser that asks for it (a Walloon installer's phone, issue 43); an installer user goes to its
 * own view (the order of a notice's link in front), without a notice over its work.
 */
import { Alert, Anchor, Button, Loader, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { navigate } from 'vike/client/router';
import { useHydrated } from 'vike-react/useHydrated';
import { useData } from 'vike-react/useData';
import { ADMIN_NOTICES, ADMIN_TEXT, SESSION_EXPIRED_TEXT } from '../../../src/admin/messages.ts';
import { installerTexts } from '../../../src/installers/texts.ts';
import type { AdminPageData } from '../+data.ts';
import { DASHBOARD_PATH, INSTALLER_PATH, type LoginState } from '../../../src/admin/url-state.ts';
import { serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { storeToken } from '../lib/token.ts';

/** The login's words: the spec's Dutch, or the installer's French. */
function loginTexts(locale: 'nl' | 'fr') {
  if (locale === 'nl') {
    return {
      title: ADMIN_TEXT.loginTitle,
      username: ADMIN_TEXT.username,
      password: ADMIN_TEXT.password,
      button: ADMIN_TEXT.loginButton,
      busy: ADMIN_TEXT.loginBusy,
      backHome: ADMIN_TEXT.backHome,
      empty: ADMIN_NOTICES.loginEmpty,
      failed: ADMIN_NOTICES.loginFailed.title,
      error: ADMIN_NOTICES.loginError,
      expired: SESSION_EXPIRED_TEXT,
    };
  }
  return installerTexts(locale).login;
}

export function LoginForm({ state }: { state: LoginState }) {
  const locale = useData<AdminPageData | undefined>()?.locale ?? 'nl';
  const T = loginTexts(locale);
  const trpc = useTRPC();
  const login = useMutation(trpc.admin.login.mutationOptions({ meta: { handlesUnauthorized: true } }));
  const busy = login.isPending;
  // Until React runs, the button is disabled and the form posts: a click on the server-rendered form never
  // sends the password in the address (history, access logs) as a form without a method would.
  const hydrated = useHydrated();
  const form = useForm({ mode: 'uncontrolled', initialValues: { username: '', password: '' } });
  const formElement = useRef<HTMLFormElement>(null);

  // What was typed before React ran (a slow phone) is on screen but not in the form's values: adopt it,
  // or the first press of the button would say that both fields are empty.
  useEffect(() => {
    if (!formElement.current) return;
    const typed = new FormData(formElement.current);
    form.setValues({ username: String(typed.get('username') ?? ''), password: String(typed.get('password') ?? '') });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(values: { username: string; password: string }) {
    // The spec's rule (section 5): either field empty, one notice and no call.
    if (values.username.trim() === '' || values.password === '') {
      notifyError(T.empty);
      return;
    }
    try {
      const { token, role } = await login.mutateAsync(values);
      storeToken(token);
      // An installer company's user has its own view (issue 34); the staff's screens would answer 403.
      const returnTo = state.returnTo ?? '';
      if (role === 'installer') return await navigate(returnTo.startsWith(INSTALLER_PATH) ? returnTo : INSTALLER_PATH);
      notifySuccess(ADMIN_NOTICES.loginSuccess);
      await navigate(returnTo.startsWith(DASHBOARD_PATH) ? returnTo : DASHBOARD_PATH);
    } catch (error) {
      const message = serverMessage(error);
      if (message) notifyError({ title: T.failed, message });
      else notifyError(T.error);
    }
  }

  return (
    <Paper component="section" withBorder shadow="sm" p="xl" radius="md" maw={420} mx="auto" mt="10vh" aria-labelledby="login-title">
      <form ref={formElement} method="post" onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Title order={1} size="h2" id="login-title">
            {T.title}
          </Title>
          {state.expired ? (
            <Alert color="orange" title={T.expired.title} role="alert">
              {T.expired.message}
            </Alert>
          ) : null}
          <TextInput
            label={T.username}
            name="username"
            autoComplete="username"
            required
            disabled={busy}
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={T.password}
            name="password"
            autoComplete="current-password"
            required
            disabled={busy}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" disabled={busy || !hydrated} leftSection={busy ? <Loader size="xs" aria-hidden /> : undefined}>
            {busy ? T.busy : T.button}
          </Button>
          <Anchor href="/" size="sm" className="admin-tap">
            {T.backHome}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
