/**
 * Ending a household's personal links from the lead's detail (issue 31): the household asks (a mail it
 * forwarded, a lost phone), staff end every link at once, and the household gets a mail with a new one.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LINK_LIFETIME_MONTHS } from '../../../src/household-page/link.ts';
import { isUnauthorized, type LeadDetail, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { ConfirmedSection } from './ConfirmedSection.tsx';

export function LeadLinks({ lead }: { lead: LeadDetail }) {
  const trpc = useTRPC();
  const [confirming, setConfirming] = useState(false);
  const end = useMutation(
    trpc.admin.leads.endLinks.mutationOptions({
      onSuccess({ linksEnded }) {
        setConfirming(false);
        notifySuccess({
          title: 'Links beëindigd',
          message: `${linksEnded === 1 ? '1 link werkt' : `${linksEnded} links werken`} niet meer. Een nieuwe link vertrekt naar ${lead.email}.`,
        });
      },
      onError(error) {
        if (!isUnauthorized(error)) notifyError({ title: 'Links niet beëindigd', message: 'Probeer het later opnieuw' });
      },
    }),
  );
  return (
    <ConfirmedSection
      id="links-title"
      title="Persoonlijke links"
      description={`Elke e-mail aan het huishouden brengt een link naar zijn eigen pagina; een link werkt ${LINK_LIFETIME_MONTHS} maanden. Stuurde het huishouden zo een e-mail door, of vertrouwt het niet meer wie de link heeft? Beëindig dan alle links: het krijgt een e-mail met een nieuwe.`}
      button="Alle links beëindigen"
      question="Alle links van dit huishouden beëindigen?"
      consequence={`Geen enkele link uit eerdere e-mails aan ${lead.firstName} ${lead.lastName} werkt daarna nog. Een nieuwe link gaat per e-mail naar ${lead.email}, ook als het huishouden geen e-mails meer wil (het vroeg erom).`}
      confirm="Links beëindigen"
      confirming={confirming}
      onConfirming={setConfirming}
      onConfirm={() => end.mutate({ id: lead.id })}
      pending={end.isPending}
    />
  );
}
