/**
 * An installer company's users, under its card in 'Installateurs' (issue 43): who can sign in for it,
 * in which language, when last; staff add one, give one a new password, switch one off or on, change its
 * language, or remove it. Switching off (or a new password) ends its sessions at once. The name and
 * password follow the rule of every account (src/admin/account.ts): the server says what is wrong.
 */
import { Badge, Button, Group, NativeSelect, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../src/admin/account.ts';
import { formatDateTime } from '../../../src/admin/format.ts';
import { ADMIN_LIMITS } from '../../../src/admin/limits.ts';
import type { InstallerUserView } from '../../../src/installers/users.ts';
import { isUnauthorized, serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';

const LANGUAGES = [
  { value: 'nl', label: 'Nederlands' },
  { value: 'fr', label: 'Frans' },
];
const languageName = (language: string) => LANGUAGES.find((option) => option.value === language)?.label ?? language;

function useRefresh(installerId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: trpc.admin.installerUsers.list.queryKey({ id: installerId }) });
}

const failed = (title: string) => (error: unknown) => {
  if (!isUnauthorized(error)) notifyError({ title, message: serverMessage(error) ?? 'Probeer het later opnieuw' });
};

function UserRow({ user }: { user: InstallerUserView }) {
  const trpc = useTRPC();
  const refresh = useRefresh(user.installerId);
  const [action, setAction] = useState<'password' | 'remove' | null>(null);
  const [password, setPassword] = useState('');
  const done = (title: string) => ({
    onSuccess() {
      setAction(null);
      setPassword('');
      refresh();
      notifySuccess({ title, message: user.username });
    },
    onError: failed('Niet gewijzigd'),
  });
  const update = useMutation(trpc.admin.installerUsers.update.mutationOptions(done('Gebruiker gewijzigd')));
  const remove = useMutation(trpc.admin.installerUsers.remove.mutationOptions(done('Gebruiker verwijderd')));
  function savePassword(event: FormEvent) {
    event.preventDefault();
    update.mutate({ id: user.id, password });
  }
  return (
    <Paper withBorder p="xs" component="li" aria-label={`Gebruiker ${user.username}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {user.username}
        </Text>
        <Badge color={user.active ? 'green' : 'gray'} variant="light">
          {user.active ? 'Actief' : 'Uitgeschakeld'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {languageName(user.language)} · {user.lastLoginAt ? `laatst aangemeld ${formatDateTime(user.lastLoginAt)}` : 'nog nooit aangemeld'}
      </Text>
      <Group gap="xs" mt="xs" wrap="wrap">
        <Button variant="default" onClick={() => update.mutate({ id: user.id, active: !user.active })} loading={update.isPending && action === null}>
          {user.active ? 'Uitschakelen' : 'Inschakelen'}
        </Button>
        <Button variant="default" onClick={() => setAction(action === 'password' ? null : 'password')} aria-pressed={action === 'password'}>
          Nieuw wachtwoord…
        </Button>
        <NativeSelect
          aria-label={`Taal van ${user.username}`}
          data={LANGUAGES}
          value={user.language}
          onChange={(event) => update.mutate({ id: user.id, language: event.currentTarget.value as 'nl' | 'fr' })}
        />
        <Button variant="default" onClick={() => setAction(action === 'remove' ? null : 'remove')} aria-pressed={action === 'remove'}>
          Verwijderen…
        </Button>
      </Group>
      {action === 'password' ? (
        <form onSubmit={savePassword}>
          <Group align="flex-end" gap="xs" mt="xs" wrap="wrap">
            <PasswordInput label="Nieuw wachtwoord" description={ACCOUNT_MESSAGES.nl.short} autoComplete="new-password" maxLength={ADMIN_LIMITS.passwordMax} value={password} onChange={(event) => setPassword(event.currentTarget.value)} required />
            <Button type="submit" loading={update.isPending}>
              Opslaan (sessies eindigen)
            </Button>
          </Group>
        </form>
      ) : null}
      {action === 'remove' ? (
        <Group gap="xs" mt="xs" wrap="wrap">
          <Text size="sm">{user.username} kan dan niet meer aanmelden; wat hij deed, blijft in de geschiedenis.</Text>
          <Button color="red" onClick={() => remove.mutate({ id: user.id })} loading={remove.isPending}>
            Ja, verwijderen
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

function NewUserForm({ installerId }: { installerId: number }) {
  const trpc = useTRPC();
  const refresh = useRefresh(installerId);
  const [values, setValues] = useState({ username: '', password: '', language: 'nl' });
  const create = useMutation(
    trpc.admin.installerUsers.create.mutationOptions({
      onSuccess(user) {
        setValues({ username: '', password: '', language: values.language });
        refresh();
        notifySuccess({ title: 'Gebruiker toegevoegd', message: user.username });
      },
      onError: failed('Gebruiker niet toegevoegd'),
    }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ id: installerId, username: values.username, password: values.password, language: values.language as 'nl' | 'fr' });
  }
  return (
    <form onSubmit={submit} aria-label="Gebruiker toevoegen">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput label="Gebruikersnaam" autoComplete="off" maxLength={ADMIN_LIMITS.username} value={values.username} onChange={(event) => setValues({ ...values, username: event.currentTarget.value })} required />
          <PasswordInput label="Wachtwoord" autoComplete="new-password" maxLength={ADMIN_LIMITS.passwordMax} value={values.password} onChange={(event) => setValues({ ...values, password: event.currentTarget.value })} required />
          <NativeSelect label="Taal" data={LANGUAGES} value={values.language} onChange={(event) => setValues({ ...values, language: event.currentTarget.value })} />
        </Group>
        <Text size="xs" c="dimmed">
          {ACCOUNT_MESSAGES.nl.short}, niet te raden (geen veelgebruikt wachtwoord, geen reeks, niet de naam); bijvoorbeeld vier losse woorden.
        </Text>
        <Group>
          <Button type="submit" loading={create.isPending}>
            Gebruiker toevoegen
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The users of installer `installerId`, behind a button (most visits to the tab are about the companies). */
export function InstallerUsers({ installerId, name }: { installerId: number; name: string }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const users = useQuery({ ...trpc.admin.installerUsers.list.queryOptions({ id: installerId }), enabled: open });
  return (
    <Stack gap="xs" mt="xs">
      <Group>
        <Button variant="light" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Gebruikers verbergen' : 'Gebruikers…'}
        </Button>
      </Group>
      {open ? (
        <section aria-label={`Gebruikers van ${name}`}>
          <Title order={3} size="h5" mb="xs">
            Gebruikers van {name}
          </Title>
          {users.data && users.data.length === 0 ? <Text size="sm">Nog geen gebruikers: voeg er een toe om het overzicht op de gsm te openen.</Text> : null}
          <Stack gap="xs" component="ul" p={0} m={0} mb="sm" style={{ listStyle: 'none' }}>
            {users.data?.map((user) => <UserRow key={user.id} user={user} />)}
          </Stack>
          <NewUserForm installerId={installerId} />
        </section>
      ) : null}
    </Stack>
  );
}
