/**
 * Staff moderate the households' reviews (issue 44 item 6): the newest first, those waiting on top by
 * default; each with its stars, text, how the site would name its author, whether the household consents
 * to show it, and a button to publish (with consent only) or hide it. A published review reaches the home
 * page and its place's page within the page job's wake-up.
 */
import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../src/admin/format.ts';
import type { ReviewStatus } from '../../../src/aftercare/reviews.ts';
import { serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';

const STATUS: Record<ReviewStatus, string> = { pending: 'Wacht op nazicht', published: 'Gepubliceerd', hidden: 'Verborgen' };

export function ReviewsPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ReviewStatus | 'all'>('pending');
  const list = useQuery(trpc.admin.aftercare.reviews.queryOptions(status === 'all' ? {} : { status }));
  const publish = useMutation(trpc.admin.aftercare.publishReview.mutationOptions());
  const hide = useMutation(trpc.admin.aftercare.hideReview.mutationOptions());
  async function moderate(id: number, to: 'published' | 'hidden') {
    try {
      await (to === 'published' ? publish : hide).mutateAsync({ id });
      notifySuccess({ title: to === 'published' ? 'Gepubliceerd' : 'Verborgen', message: `Beoordeling ${id}` });
      void queryClient.invalidateQueries({ queryKey: trpc.admin.aftercare.reviews.pathKey() });
    } catch (error) {
      notifyError({ title: 'Niet gewijzigd', message: serverMessage(error) ?? 'Probeer het opnieuw.' });
    }
  }
  return (
    <section aria-labelledby="reviews-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="reviews-title">
          Beoordelingen van huishoudens
        </Title>
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value as ReviewStatus | 'all')}
          data={[
            { value: 'pending', label: 'Te bekijken' },
            { value: 'published', label: 'Gepubliceerd' },
            { value: 'hidden', label: 'Verborgen' },
            { value: 'all', label: 'Alle' },
          ]}
        />
      </Group>
      {list.data?.reviews.length === 0 ? <Text c="dimmed">Geen beoordelingen.</Text> : null}
      <Stack gap="xs">
        {list.data?.reviews.map((review) => (
          <Card key={review.id} withBorder padding="sm" component="article" aria-label={`Beoordeling ${review.id}`}>
            <Group justify="space-between" wrap="wrap">
              <Text fw={700}>
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)} · {review.author}, {review.city}
              </Text>
              <Group gap={4}>
                <Badge variant="light">{STATUS[review.status]}</Badge>
                {review.publish ? <Badge color="green">Toestemming</Badge> : <Badge color="gray">Geen toestemming</Badge>}
                {review.shown ? <Badge color="blue">Op de site</Badge> : null}
              </Group>
            </Group>
            <Text my="xs" style={{ whiteSpace: 'pre-line' }}>
              {review.text}
            </Text>
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                Bestelling {review.orderId} ({review.installerName}), {formatDate(review.updatedAt)}
                {review.moderatedBy ? `, nagekeken door ${review.moderatedBy}` : ''}
              </Text>
              <Group gap="xs">
                {review.status !== 'published' && review.publish ? (
                  <Button size="compact-sm" onClick={() => void moderate(review.id, 'published')}>
                    Publiceren
                  </Button>
                ) : null}
                {review.status !== 'hidden' ? (
                  <Button size="compact-sm" variant="light" color="red" onClick={() => void moderate(review.id, 'hidden')}>
                    Verbergen
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
