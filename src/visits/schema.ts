/**
 * What installers, staff and households send about the visit and the installation (issue 34): installer
 * users, the order's installer, slots, the household's pick, the outcome of the visit, the installation
 * day and the device's serial number. Dutch messages naming the field (the household's page shows its
 * own texts in its language, src/visits/texts.ts).
 */
import '../zod-setup.ts';
import { z } from 'zod';
import { isoDateInBrussels, isRealDay } from '../admin/format.ts';
import { accountPassword, accountUsername, recordId } from '../admin/schema.ts';
import { LOCALES } from '../i18n/locale.ts';
import { NL_VALIDATION } from '../i18n/nl-validation.ts';
import { UNSUITABLE_REASONS } from '../orders/lifecycle.ts';
import { orderId } from '../orders/schema.ts';
import { isMultiLineText, isSingleLineText } from '../text.ts';

const OBJECT_EXPECTED = { error: 'Verstuur de gegevens als JSON-object' };

const VISIT_LIMITS = {
  slotsMin: 2,
  slotsMax: 5,
  /** A slot is a visit, not a day off: at most this long. */
  slotHoursMax: 8,
  /** How far ahead slots may be offered. */
  slotDaysAhead: 180,
  message: 500,
  serialNumber: 60,
} as const;

const HOUR_MS = 3_600_000;

/** The household's link secret, as the page's other calls take it (a wrong one answers 404, decision 029). */
const linkToken = z.string({ message: 'Ongeldige link' }).max(200, 'Ongeldige link');
/** The page's language, which the page sends with its calls (issue 36); its answers' messages follow it. */
const language = z.enum(LOCALES, { message: NL_VALIDATION.messages.language }).optional();

const isoDay = (label: string) =>
  z
    .string({ message: `${label}: kies een datum (JJJJ-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}: kies een datum (JJJJ-MM-DD)`)
    .refine(isRealDay, `${label}: deze datum bestaat niet`);

/** A new user of an installer company (`id`: the installer). */
export const installerUserInput = z.object(
  {
    id: recordId('Ongeldige installateur'),
    username: accountUsername('nl'),
    password: accountPassword('nl'),
  },
  OBJECT_EXPECTED,
);
export type InstallerUserInput = z.infer<typeof installerUserInput>;

/** Staff give an order to an installer company (or move it to another). */
export const assignInput = z.object({ id: orderId, installerId: recordId('Ongeldige installateur') }, OBJECT_EXPECTED);
export type AssignInput = z.infer<typeof assignInput>;

/** Staff's notes for the installer: what it needs to know at the door. */
export const installerNoteInput = z.object(
  {
    id: orderId,
    note: z
      .string({ message: 'Notitie: tekst' })
      .trim()
      .max(1000, 'Notitie: hoogstens 1000 tekens')
      .refine(isMultiLineText, 'Notitie bevat ongeldige tekens'),
  },
  OBJECT_EXPECTED,
);

/** ISO 8601 with an offset (`2026-12-03T09:00:00+01:00` or `Z`): a moment, never a local time to guess. */
const moment = (label: string) =>
  z
    .string({ message: `${label}: datum en uur in ISO 8601 met tijdzone` })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, `${label}: datum en uur in ISO 8601 met tijdzone (2026-12-03T09:00:00+01:00)`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label}: dit moment bestaat niet`)
    .transform((value) => new Date(value));

const slot = z
  .object({ start: moment('Begin'), end: moment('Einde') }, OBJECT_EXPECTED)
  .refine(({ start, end }) => end > start, { message: 'Einde: na het begin', path: ['end'] })
  .refine(({ start, end }) => end.getTime() - start.getTime() <= VISIT_LIMITS.slotHoursMax * HOUR_MS, {
    message: `Einde: een tijdslot duurt hoogstens ${VISIT_LIMITS.slotHoursMax} uur`,
    path: ['end'],
  })
  .refine(({ start }) => start.getTime() > Date.now(), { message: 'Begin: in de toekomst', path: ['start'] })
  .refine(({ start }) => start.getTime() < Date.now() + VISIT_LIMITS.slotDaysAhead * 24 * HOUR_MS, {
    message: `Begin: hoogstens ${VISIT_LIMITS.slotDaysAhead} dagen vooruit`,
    path: ['start'],
  });

/** Two to five times the installer (or staff) offers for the visit; they replace the ones offered before. */
export const slotsInput = z.object(
  {
    id: orderId,
    slots: z
      .array(slot, { message: 'Tijdsloten: een lijst' })
      .min(VISIT_LIMITS.slotsMin, `Tijdsloten: bied er minstens ${VISIT_LIMITS.slotsMin} aan`)
      .max(VISIT_LIMITS.slotsMax, `Tijdsloten: hoogstens ${VISIT_LIMITS.slotsMax}`),
  },
  OBJECT_EXPECTED,
);
export type SlotsInput = z.infer<typeof slotsInput>;

/** The household picks a slot (or another one: its appointment moves). */
export const pickSlotInput = z.object({ token: linkToken, slotId: recordId('Ongeldig tijdslot'), language }, OBJECT_EXPECTED);
export type PickSlotInput = z.infer<typeof pickSlotInput>;

/** The household cancels its appointment (up to 24 hours before). */
export const cancelAppointmentInput = z.object({ token: linkToken, confirm: z.literal(true, { message: 'Bevestig de annulering' }), language }, OBJECT_EXPECTED);

/** The household downloads its booked visit for its calendar (issue 42). */
export const appointmentCalendarInput = z.object({ token: linkToken, language }, OBJECT_EXPECTED);

/** None of the slots suits the household: it asks for other times with a short message. */
export const otherTimesInput = z.object(
  {
    token: linkToken,
    language,
    message: z
      .string({ message: 'Bericht: tekst' })
      .trim()
      .min(2, 'Bericht: schrijf wanneer het u past')
      .max(VISIT_LIMITS.message, `Bericht: hoogstens ${VISIT_LIMITS.message} tekens`)
      .refine(isMultiLineText, 'Bericht bevat ongeldige tekens'),
  },
  OBJECT_EXPECTED,
);

/** What the technical visit found: the measured hardness, whether it can go ahead, and if not why. */
export const visitInput = z
  .object(
    {
      id: orderId,
      hardnessFH: z
        .number({ message: 'Hardheid (°fH): een getal' })
        .min(0, 'Hardheid (°fH): 0 of meer')
        .max(100, 'Hardheid (°fH): hoogstens 100')
        .transform((value) => Math.round(value * 10) / 10),
      suitable: z.boolean({ message: 'Kan de installatie doorgaan: ja of nee' }),
      reason: z.enum(UNSUITABLE_REASONS, { message: `Reden: kies uit ${UNSUITABLE_REASONS.join(', ')}` }).nullish(),
      note: z
        .string({ message: 'Toelichting: tekst' })
        .trim()
        .max(1000, 'Toelichting: hoogstens 1000 tekens')
        .refine(isMultiLineText, 'Toelichting bevat ongeldige tekens')
        .nullish(),
      visitedOn: isoDay('Bezocht op')
        .refine((day) => day <= isoDateInBrussels(new Date()), 'Bezocht op: niet in de toekomst')
        .nullish(),
    },
    OBJECT_EXPECTED,
  )
  .refine(({ suitable, reason }) => suitable || reason, { message: 'Reden: kies waarom de installatie niet kan doorgaan', path: ['reason'] })
  .refine(({ suitable, reason, note }) => suitable || reason !== 'other' || (note && note.length >= 2), {
    message: 'Toelichting: schrijf kort waarom',
    path: ['note'],
  });
export type VisitInput = z.infer<typeof visitInput>;

/** The day the installation is planned. */
export const installationPlanInput = z.object({ id: orderId, plannedOn: isoDay('Installatie op') }, OBJECT_EXPECTED);
export type InstallationPlanInput = z.infer<typeof installationPlanInput>;

/** The softener is in place: its day (today or earlier) and the device's serial number. */
export const installedInput = z.object(
  {
    id: orderId,
    installedOn: isoDay('Geïnstalleerd op').refine((day) => day <= isoDateInBrussels(new Date()), 'Geïnstalleerd op: niet in de toekomst'),
    serialNumber: z
      .string({ message: 'Serienummer is verplicht' })
      .trim()
      .min(3, 'Serienummer is verplicht')
      .max(VISIT_LIMITS.serialNumber, `Serienummer: hoogstens ${VISIT_LIMITS.serialNumber} tekens`)
      .refine(isSingleLineText, 'Serienummer bevat ongeldige tekens'),
  },
  OBJECT_EXPECTED,
);
export type InstalledInput = z.infer<typeof installedInput>;
