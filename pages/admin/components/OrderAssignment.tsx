/**
 * In a lead's order (issue 34 item 1): staff move the order to another active installer company serving
 * the postal code (another only on a deliberate choice, issue 43; it then appears in that company's list,
 * and no longer in the old one's; both companies and the household are told), and write the notes the
 * installer reads at the door (shown in its view of the order).
 */
import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_NOTE_MAX } from '../../../src/orders/schema.ts';
import { isUnauthorized, type LeadDetail, serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { OutsideAreaToggle, useSellerChoices } from '../lib/seller-choices.tsx';

type Order = NonNullable<LeadDetail['order']>;

export function OrderAssignment({ leadId, order, postalCode }: { leadId: number; order: Order; postalCode: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { choices, outside, showAll, setShowAll } = useSellerChoices(postalCode, order.installerId);
  const [installerId, setInstallerId] = useState(String(order.installerId));
  const [note, setNote] = useState(order.installerNote ?? '');
  const done = (title: string) => ({
    onSuccess() {
      void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.get.queryKey({ id: leadId }) });
      notifySuccess({ title, message: '' });
    },
    onError(error: unknown) {
      if (!isUnauthorized(error)) notifyError({ title: 'Niet gelukt', message: serverMessage(error) ?? 'Probeer het later opnieuw' });
    },
  });
  const assign = useMutation(trpc.admin.visits.assign.mutationOptions(done('Bestelling toegewezen')));
  const saveNote = useMutation(trpc.admin.visits.setInstallerNote.mutationOptions(done('Notitie voor de installateur bewaard')));
  return (
    <Stack gap="xs" mt="sm">
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label="Installateur"
          data={choices.length > 0 ? choices.map((installer) => ({ value: String(installer.id), label: installer.name })) : [{ value: String(order.installerId), label: order.installerName }]}
          value={installerId}
          onChange={(event) => setInstallerId(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <Button
          variant="default"
          disabled={installerId === String(order.installerId)}
          loading={assign.isPending}
          onClick={() => assign.mutate({ id: order.id, installerId: Number(installerId) })}>
          Toewijzen
        </Button>
      </Group>
      {outside > 0 ? <OutsideAreaToggle postalCode={postalCode} outside={outside} showAll={showAll} setShowAll={setShowAll} /> : null}
      <Textarea
        label="Notitie voor de installateur"
        description="De installateur leest ze bij de bestelling op zijn telefoon."
        autosize
        minRows={2}
        maxLength={ORDER_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Group>
        <Button variant="default" disabled={note === (order.installerNote ?? '')} loading={saveNote.isPending} onClick={() => saveNote.mutate({ id: order.id, note })}>
          Notitie bewaren
        </Button>
      </Group>
    </Stack>
  );
}
