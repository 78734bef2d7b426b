/**
 * 'Plaatsen' (issue 41): every Dutch and French place page with whether search engines may index it, or
 * why not, in one line (a table on a laptop, a card per page on a phone), filtered by language, state and
 * name; opening a page shows its facts with their sources, adding, changing and removing one, and the page
 * as a household reads it (PlaceDetail.tsx). The state is the pages' own: the server derives it from the
 * facts and our measurements (src/places/facts/indexing.ts) and writes the pages again after a change.
 */
import { Box, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type StaffPlacePage, useTRPC } from '../lib/api.tsx';
import { Failure } from './Failure.tsx';
import { PlaceDetail } from './PlaceDetail.tsx';
import { pageName, StateBadge } from './PlaceState.tsx';

type Language = 'all' | 'nl' | 'fr';
type State = 'all' | 'indexable' | 'noindex';

const LANGUAGE_OPTIONS = [
  { value: 'all', label: 'Nederlands en Frans' },
  { value: 'nl', label: 'Nederlands' },
  { value: 'fr', label: 'Frans' },
];
const STATE_OPTIONS = [
  { value: 'all', label: 'Alle pagina’s' },
  { value: 'indexable', label: 'Indexeerbaar' },
  { value: 'noindex', label: 'Niet indexeerbaar' },
];

function count(pages: readonly StaffPlacePage[], language: 'nl' | 'fr') {
  const own = pages.filter((page) => page.language === language);
  return `${own.filter((page) => page.indexable).length} van ${own.length}`;
}

export function PlacesTab() {
  const trpc = useTRPC();
  const places = useQuery(trpc.admin.places.list.queryOptions());
  const [language, setLanguage] = useState<Language>('all');
  const [state, setState] = useState<State>('all');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<{ slug: string; language: 'nl' | 'fr' } | null>(null);

  const shown = useMemo(() => {
    const term = search.trim().toLocaleLowerCase('nl');
    return (places.data ?? []).filter(
      (page) =>
        (language === 'all' || page.language === language) &&
        (state === 'all' || page.indexable === (state === 'indexable')) &&
        (term === '' || page.label.toLocaleLowerCase('nl').includes(term) || page.path.includes(term)),
    );
  }, [places.data, language, state, search]);

  if (open) return <PlaceDetail page={open} onClose={() => setOpen(null)} />;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Plaatsen
      </Title>
      <Text size="sm" c="dimmed">
        Een plaatspagina komt in zoekmachines wanneer ze met een bron zegt wie het water levert en hoe hard het is: een gepubliceerd cijfer voor de gemeente of haar
        zone, centrale ontharding, of de mediaan die onze installateurs op minstens vijf adressen maten; en wanneer ze niet te veel lijkt op een andere pagina van haar
        taal. De pagina's, hun zoekmachinegegevens en de sitemap volgen een wijziging binnen enkele seconden.
      </Text>
      {places.data ? (
        <Text fw={500} role="status">
          Indexeerbaar: {count(places.data, 'nl')} Nederlandse en {count(places.data, 'fr')} Franse pagina's.
        </Text>
      ) : null}
      <div className="admin-figures">
        <TextInput label="Zoek een plaats" value={search} onChange={(e) => setSearch(e.currentTarget.value)} type="search" />
        <NativeSelect label="Taal" data={LANGUAGE_OPTIONS} value={language} onChange={(e) => setLanguage(e.currentTarget.value as Language)} />
        <NativeSelect label="Staat" data={STATE_OPTIONS} value={state} onChange={(e) => setState(e.currentTarget.value as State)} />
      </div>
      {places.error ? <Failure error={places.error} onRetry={() => void places.refetch()} retrying={places.isFetching} /> : null}
      {places.isPending ? <Text role="status">Plaatsen laden...</Text> : null}
      {places.data && shown.length === 0 ? <Text role="status">Geen pagina gevonden.</Text> : null}
      {shown.length > 0 ? (
        <>
          <Box visibleFrom="sm">
            <Table striped aria-label="Plaatspagina's">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Pagina</Table.Th>
                  <Table.Th scope="col">Staat</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Feiten
                  </Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>Acties</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((page) => (
                  <Table.Tr key={page.path} data-place={page.path}>
                    <Table.Th scope="row" fw={500}>
                      {pageName(page)}
                      <Text size="xs" c="dimmed">
                        {page.path}
                      </Text>
                    </Table.Th>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <StateBadge page={page} />
                        <Text size="sm">{page.reason}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{page.facts.length}</Table.Td>
                    <Table.Td>
                      <OpenButton page={page} onOpen={setOpen} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack hiddenFrom="sm" gap="sm" component="ul" aria-label="Plaatspagina's" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((page) => (
              <Box key={page.path} component="li" p="sm" data-place-card={page.path} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{pageName(page)}</Text>
                  <StateBadge page={page} />
                </Group>
                <Text size="sm">{page.reason}</Text>
                <Group justify="space-between" mt={4}>
                  <Text size="sm">{page.facts.length} feiten</Text>
                  <OpenButton page={page} onOpen={setOpen} />
                </Group>
              </Box>
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

function OpenButton({ page, onOpen }: { page: StaffPlacePage; onOpen: (page: { slug: string; language: 'nl' | 'fr' }) => void }) {
  return (
    <Button size="xs" variant="default" onClick={() => onOpen({ slug: page.slug, language: page.language })} aria-label={`${pageName(page)} openen`}>
      Openen
    </Button>
  );
}
