/**
 * What a screen shows when its data could not be fetched: why (the server cannot be reached, or cannot
 * answer now), with a button to try again. Never an empty result: 'Geen leads gevonden' would be false.
 */
import { Alert, Button } from '@mantine/core';
import { ADMIN_FAILURES } from '../../../src/admin/messages.ts';
import { failureOf } from '../lib/api.tsx';

export function Failure({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const failure = failureOf(error);
  return (
    <Alert color="red" title={failure.title} role="alert" my="md">
      {failure.message}
      <Button display="block" mt="sm" variant="default" onClick={onRetry} loading={retrying}>
        {ADMIN_FAILURES.retry}
      </Button>
    </Alert>
  );
}
