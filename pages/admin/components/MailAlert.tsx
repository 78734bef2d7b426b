/**
 * Above every tab: mail has not gone out for longer than MAIL_ALERT_AFTER (issue 45), with why, since
 * when and how many attempts failed, so that staff learn it from the back office and not from a household.
 * Nothing is shown while mail goes out. Looked up again every minute.
 */
import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../src/admin/format.ts';
import { type JobsOverview, useTRPC } from '../lib/api.tsx';

const EVERY_MINUTE = 60_000;

export function MailAlert() {
  const trpc = useTRPC();
  const overview = useQuery(trpc.admin.jobs.overview.queryOptions(undefined, { refetchInterval: EVERY_MINUTE }));
  const mail = overview.data?.mail;
  if (!mail?.transport.alert) return null;
  return (
    <Alert color="red" title="E-mail wordt niet verstuurd" mb="md" role="alert">
      <MailFailure mail={mail} />
      <Text size="sm" mt={4}>
        De mails wachten ({mail.pending}) en vertrekken vanzelf zodra de mailserver weer werkt. Meld dit aan wie de server beheert.
      </Text>
    </Alert>
  );
}

/** Since when mail fails, how often, and the latest error as the mail server gave it. */
export function MailFailure({ mail }: { mail: JobsOverview['mail'] }) {
  const { failingSince, failedAttempts, lastError, lastErrorAt } = mail.transport;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {failingSince ? `Sinds ${formatDateTime(failingSince)} ${failedAttempts === 1 ? 'is 1 poging' : `zijn ${failedAttempts} pogingen`} mislukt. ` : ''}
      {lastError && lastErrorAt ? `Laatste fout (${formatDateTime(lastErrorAt)}): ${lastError}` : ''}
    </Text>
  );
}
