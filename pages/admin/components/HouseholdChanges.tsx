/**
 * What the household did itself on its own page (issue 23): when it confirmed its address by opening
 * its personal link, each correction of its phone number or address (old and new values), and its
 * choices about mail. Shown in the lead's detail, beside the status history.
 */
import { Text, Timeline, Title } from '@mantine/core';
import { formatDateTime } from '../../../src/admin/format.ts';
import { contactChangesText, householdChangeTitle } from '../../../src/admin/lead-changes.ts';
import type { LeadDetail } from '../lib/api.tsx';

export function HouseholdChanges({ lead }: { lead: LeadDetail }) {
  if (lead.householdChanges.length === 0 && lead.confirmedAt === null) return null;
  return (
    <section aria-labelledby="household-changes-title">
      <Title order={3} size="h4" mb="sm" id="household-changes-title">
        Door het huishouden zelf
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={lead.householdChanges.length + 1}>
        {lead.householdChanges.map((change) => (
          <Timeline.Item key={change.id} title={householdChangeTitle(change.kind)}>
            {change.kind === 'contact' ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {contactChangesText(change.changes)}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {formatDateTime(change.createdAt)}
            </Text>
          </Timeline.Item>
        ))}
        {lead.confirmedAt !== null ? (
          <Timeline.Item title="E-mailadres bevestigd (persoonlijke link geopend)">
            <Text size="sm" c="dimmed">
              {formatDateTime(lead.confirmedAt)}
            </Text>
          </Timeline.Item>
        ) : null}
      </Timeline>
    </section>
  );
}
