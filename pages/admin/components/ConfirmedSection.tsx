/**
 * A section of the lead's detail whose one action asks first in a dialog (erase the lead, end its
 * links): the section's button only opens the question; the dialog's second button acts.
 */
import { Button, Group, Modal, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  /** What the action does, under the title. */
  description: ReactNode;
  button: string;
  question: string;
  /** The dialog's text: what follows if staff go on. */
  consequence: ReactNode;
  confirm: string;
  /** The dialog is open (the caller closes it when the action succeeded). */
  confirming: boolean;
  onConfirming(open: boolean): void;
  onConfirm(): void;
  pending: boolean;
  /** Red buttons: the action cannot be undone. */
  danger?: boolean;
}

export function ConfirmedSection(props: Props) {
  const color = props.danger ? 'red' : undefined;
  return (
    <section aria-labelledby={props.id}>
      <Title order={3} size="h4" mb="xs" id={props.id}>
        {props.title}
      </Title>
      <Text size="sm" mb="sm">
        {props.description}
      </Text>
      <Button color={color} variant="outline" onClick={() => props.onConfirming(true)}>
        {props.button}
      </Button>
      <Modal opened={props.confirming} onClose={() => props.onConfirming(false)} title={props.question} centered closeButtonProps={{ 'aria-label': 'Sluiten' }}>
        <Text mb="md">{props.consequence}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => props.onConfirming(false)} data-autofocus>
            Annuleren
          </Button>
          <Button color={color} onClick={props.onConfirm} loading={props.pending}>
            {props.confirm}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
