/**
 * 'Installateurs' (issue 33): the installer companies that sell and install, each the seller a proposal
 * names (decision 043). Staff add one (name, company number checked against the KBO checksum, address,
 * phone, e-mail, the postal codes and provinces it serves, its payment and return terms) and switch one
 * off or on; an installer is never deleted. Cards, not a table: it reads on a phone.
 */
import { Badge, Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPhone } from '../../../src/admin/phone.ts';
import { INSTALLER_LIMITS, type InstallerInput } from '../../../src/installers/schema.ts';
import { REGIONS, type RegionCode } from '../../../src/places/data/places.ts';
import { isUnauthorized, serverMessage, useTRPC } from '../lib/api.tsx';
import { notifyError, notifySuccess } from '../lib/notices.ts';
import { fieldErrorsOf } from './ProposalForm.tsx';
import { InstallerUsers } from './InstallerUsers.tsx';
import { SellerTermsPanel } from './SellerTermsForm.tsx';

const REGION_CODES = Object.keys(REGIONS) as RegionCode[];

const EMPTY = {
  name: '',
  companyNumber: '',
  address: '',
  phone: '',
  email: '',
  postalCodes: '',
  provinces: [] as RegionCode[],
  depositPercent: 0 as number | string,
  paymentDays: 14 as number | string,
  returnCostEuro: 0 as number | string,
};

/** '9000, 9030 9040' → ['9000', '9030', '9040']. */
const postalCodesOf = (typed: string) => typed.split(/[\s,;]+/).filter(Boolean);

/** Where an installer works, as staff read it. */
function areaText(installer: { postalCodes: string[]; provinces: string[] }): string {
  const provinces = installer.provinces.map((code) => REGIONS[code as RegionCode] ?? code);
  const codes = installer.postalCodes.length > 8 ? [`${installer.postalCodes.length} postcodes`] : installer.postalCodes;
  return [...provinces, ...codes].join(', ');
}

export function InstallersTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.installers.list.queryOptions());
  // Each seller's terms (issue 42): what its proposals and the site may promise.
  const terms = useQuery(trpc.admin.installers.allTerms.queryOptions());
  const termsOf = (id: number) => terms.data?.find((entry) => entry.installerId === id) ?? null;
  const form = useForm({ initialValues: EMPTY });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.installers.list.queryKey() });
  const failed = (title: string) => (error: unknown) => {
    if (isUnauthorized(error)) return;
    form.setErrors(fieldErrorsOf(error));
    notifyError({ title, message: serverMessage(error) ?? 'Probeer het later opnieuw' });
  };
  const create = useMutation(
    trpc.admin.installers.create.mutationOptions({
      onSuccess(installer) {
        form.reset();
        void refresh();
        notifySuccess({ title: 'Installateur toegevoegd', message: installer.name });
      },
      onError: failed('Installateur niet toegevoegd'),
    }),
  );
  const update = useMutation(trpc.admin.installers.update.mutationOptions({ onSuccess: () => void refresh(), onError: failed('Niet gewijzigd') }));

  const input = (values: typeof EMPTY): InstallerInput => ({
    ...values,
    postalCodes: postalCodesOf(values.postalCodes),
    active: true,
    depositPercent: Number(values.depositPercent),
    paymentDays: Number(values.paymentDays),
    returnCostEuro: Number(values.returnCostEuro),
  });

  return (
    <Stack gap="lg" maw={900}>
      <section aria-labelledby="installers-title">
        <Title order={2} size="h3" mb="sm" id="installers-title">
          Installateurs
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          De installateur verkoopt en plaatst: elk voorstel noemt er één als verkoper. Zonder keuze krijgt een lead de enige actieve installateur van zijn postcode.
        </Text>
        {list.data && list.data.length === 0 ? <Text>Nog geen installateurs.</Text> : null}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data?.map((installer) => (
            <Paper key={installer.id} withBorder p="sm" component="li" data-testid="installer">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {installer.name}
                </Text>
                <Badge color={installer.active ? 'green' : 'gray'} variant="light">
                  {installer.active ? 'Actief' : 'Niet actief'}
                </Badge>
              </Group>
              <Text size="sm">Ondernemingsnummer {installer.companyNumber} · {installer.address}</Text>
              <Text size="sm">
                {formatPhone(installer.phone)} · {installer.email}
              </Text>
              <Text size="sm" c="dimmed">
                Werkgebied: {areaText(installer)} · voorschot {installer.depositPercent} % · betalen binnen {installer.paymentDays} dagen · terugname bij herroeping{' '}
                {installer.returnCostEuro === 0 ? 'op kosten van de verkoper' : `hoogstens € ${installer.returnCostEuro}`}
              </Text>
              {/* A pressed button, not Mantine's Switch (a div inside its label: invalid HTML, issue 43). */}
              <Button mt="xs" variant="default" aria-pressed={installer.active} onClick={() => update.mutate({ id: installer.id, active: !installer.active })}>
                {installer.active ? '✓ Actief (krijgt voorstellen)' : 'Niet actief: aanzetten'}
              </Button>
              <InstallerUsers installerId={installer.id} name={installer.name} />
              <SellerTermsPanel installerId={installer.id} terms={termsOf(installer.id)} />
            </Paper>
          ))}
        </Stack>
      </section>

      <section aria-labelledby="installer-new">
        <Title order={2} size="h3" mb="sm" id="installer-new">
          Installateur toevoegen
        </Title>
        <form onSubmit={form.onSubmit((values) => create.mutate(input(values)))}>
          <Stack gap="sm">
            {/* Columns by class: SimpleGrid's responsive columns write a <style> into <body> (invalid HTML). */}
            <div className="admin-two-columns">
              <TextInput label="Naam (rechtspersoon)" required maxLength={INSTALLER_LIMITS.name} {...form.getInputProps('name')} />
              <TextInput label="Ondernemingsnummer (KBO)" placeholder="0123.456.749" required {...form.getInputProps('companyNumber')} />
              <TextInput label="Adres (straat, nummer, postcode, gemeente)" required maxLength={INSTALLER_LIMITS.address} {...form.getInputProps('address')} />
              <TextInput label="Telefoon" type="tel" required {...form.getInputProps('phone')} />
              <TextInput label="E-mail (voor bestellingen en herroepingen)" type="email" required {...form.getInputProps('email')} />
              <TextInput label="Postcodes (gescheiden door komma's)" placeholder="9000, 9030" {...form.getInputProps('postalCodes')} />
            </div>
            <div role="group" aria-labelledby="provinces-label">
              <Text size="sm" fw={500} id="provinces-label" mb={4}>
                Provincies
              </Text>
              <Group gap="xs">
                {REGION_CODES.map((code) => {
                  const on = form.values.provinces.includes(code);
                  return (
                    <Button key={code} variant={on ? 'light' : 'default'} aria-pressed={on} onClick={() => form.setFieldValue('provinces', on ? form.values.provinces.filter((c) => c !== code) : [...form.values.provinces, code])}>
                      {on ? '✓ ' : ''}
                      {REGIONS[code]}
                    </Button>
                  );
                })}
              </Group>
            </div>
            <div className="admin-figures">
              <NumberInput label="Voorschot bij bestelling (%)" min={0} max={INSTALLER_LIMITS.depositPercentMax} allowDecimal={false} {...form.getInputProps('depositPercent')} />
              <NumberInput label="Betalen binnen (dagen na installatie)" min={0} max={INSTALLER_LIMITS.paymentDaysMax} allowDecimal={false} {...form.getInputProps('paymentDays')} />
              <NumberInput label="Kosten terugname bij herroeping (euro, 0: verkoper)" min={0} max={INSTALLER_LIMITS.returnCostEuroMax} allowDecimal={false} {...form.getInputProps('returnCostEuro')} />
            </div>
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Installateur toevoegen
              </Button>
            </Group>
          </Stack>
        </form>
      </section>
    </Stack>
  );
}
