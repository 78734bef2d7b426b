/**
 * Staff notes on a lead: the list, newest first, and the form of a new one. What is typed is kept as a
 * draft in the tab (lib/drafts.ts) until it is saved, so an ended session or a lost connection does not
 * lose it; after signing in again the draft is back in the field.
 */
import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../src/admin/format.ts';
import { noteEntryKey } from '../../../src/admin/lead-changes.ts';
import { ADMIN_LIMITS } from '../../../src/admin/limits.ts';
import { ADMIN_NOTICES } from '../../../src/admin/messages.ts';
import { isUnauthorized, type LeadDetail, type LeadPage, useTRPC } from '../lib/api.tsx';
import { readNoteDraft, saveNoteDraft } from '../lib/drafts.ts';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { ownEntries } from '../lib/own-changes.ts';

export function LeadNotes({ lead }: { lead: LeadDetail }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { body: readNoteDraft(lead.id) },
    onValuesChange: (values) => saveNoteDraft(lead.id, values.body),
  });
  const addNote = useMutation(
    trpc.admin.leads.addNote.mutationOptions({
      onSuccess({ leadVersion, ...note }) {
        ownEntries.add(noteEntryKey(note.id));
        queryClient.setQueryData<LeadDetail>(trpc.admin.leads.get.queryKey({ id: lead.id }), (detail) =>
          detail ? { ...detail, version: leadVersion, notes: [note, ...detail.notes] } : detail,
        );
        // The note raised the lead's version: the list's status control must know it, or its next change
        // would be refused as made on an older version.
        queryClient.setQueriesData<LeadPage>({ queryKey: trpc.admin.leads.list.pathKey() }, (page) =>
          page
            ? { ...page, items: page.items.map((item) => (item.id === lead.id ? { ...item, version: leadVersion } : item)) }
            : page,
        );
        // Empty again (a reset would bring back the draft the form started with); the draft goes too.
        form.setFieldValue('body', '');
        saveNoteDraft(lead.id, '');
        notifySuccess(ADMIN_NOTICES.noteAdded);
      },
      onError(error) {
        // The text stays in the field (and in the draft): nothing typed is lost.
        if (!isUnauthorized(error)) notifyError(ADMIN_NOTICES.noteFailed);
      },
    }),
  );
  const empty = form.values.body.trim() === '';
  return (
    <section aria-labelledby="notes-title">
      <Title order={3} size="h4" mb="sm" id="notes-title">
        Notities
      </Title>
      <form onSubmit={form.onSubmit(({ body }) => addNote.mutate({ id: lead.id, body }))}>
        <Textarea
          label="Nieuwe notitie"
          minRows={3}
          resize="vertical"
          maxLength={ADMIN_LIMITS.noteBody}
          readOnly={addNote.isPending}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" disabled={addNote.isPending || empty} loading={addNote.isPending}>
            Notitie toevoegen
          </Button>
        </Group>
      </form>
      <Stack gap="xs" mt="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
        {lead.notes.map((note) => (
          <li key={note.id}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
              {note.body}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(note.createdAt)} · {note.author}
            </Text>
          </li>
        ))}
      </Stack>
    </section>
  );
}
