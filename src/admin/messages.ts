import { formatWaitMinutes } from '../format.ts';
import { type LeadStatus, statusLabel } from '../leads/status.ts';

/**
 * The Dutch texts of the back office (spec sections 2, 4 and 8): one home, read by the pages, the
 * server and the tests alike.
 */
export const ADMIN_TEXT = {
  loginTitle: 'Inloggen voor medewerkers',
  username: 'Gebruikersnaam',
  password: 'Wachtwoord',
  loginButton: 'Inloggen',
  loginBusy: 'Bezig met inloggen...',
  backHome: 'Terug naar de website',
  logout: 'Uitloggen',
  dashboardTitle: 'Beheer',
  leadsTab: 'Leads beheren',
  statsTab: 'Statistieken',
  proposalsTab: 'Groepsvoorstel',
  roundsTab: 'Rondes',
  installersTab: 'Installateurs',
  placesTab: 'Plaatsen',
  aftercareTab: 'Nazorg',
  leadsLoading: 'Leads laden...',
  noLeads: 'Geen leads gevonden',
  noStats: 'Geen statistieken beschikbaar',
  exportLeads: 'Exporteer CSV',
  exportStats: 'Exporteer gegevens',
  exportXlsx: 'Exporteer Excel',
  statusUpdated: 'Status bijgewerkt',
  searchLabel: 'Zoeken',
  searchPlaceholder: 'Naam, e-mail, telefoonnummer, postcode of gemeente',
  statusFilterLabel: 'Filter op status',
  allStatuses: 'Alle statussen',
  confirmedFilterLabel: 'E-mailadres bevestigd',
  confirmedAll: 'Bevestigd of niet',
  confirmedYes: 'Bevestigd',
  confirmedNo: 'Niet bevestigd',
  confirmedColumn: 'Bevestigd',
  pageSizeLabel: 'Per pagina',
  sortLabel: 'Sorteren',
  sortNewest: 'Nieuwste eerst',
  sortOldest: 'Oudste eerst',
} as const;

/** 'Totaal 1 lead(s) gevonden' (spec section 2). */
export function totalCaption(total: number, formatted: string = String(total)): string {
  return `Totaal ${formatted} lead(s) gevonden`;
}

/** Notices: title and description (spec section 8). */
export const ADMIN_NOTICES = {
  loginEmpty: { title: 'Fout bij inloggen', message: 'Vul zowel een gebruikersnaam als wachtwoord in' },
  loginFailed: { title: 'Fout bij inloggen', message: 'Ongeldige inloggegevens' },
  loginError: { title: 'Er is een fout opgetreden bij het inloggen', message: 'Probeer het later opnieuw' },
  loginSuccess: { title: 'Succesvol ingelogd', message: 'U wordt doorgestuurd naar het admin dashboard' },
  leadsFailed: { title: 'Fout bij het ophalen van leads', message: 'Er is een fout opgetreden bij het ophalen van leads' },
  statusFailed: {
    title: 'Fout bij het bijwerken van status',
    message: 'Er is een fout opgetreden bij het bijwerken van de status',
  },
  statusUpdated: { title: 'Status bijgewerkt', message: '' },
  proposalWithdrawn: { title: 'Status bijgewerkt', message: 'Het open voorstel is ingetrokken: het huishouden kan het niet meer aanvaarden.' },
  noteAdded: { title: 'Notitie opgeslagen', message: '' },
  noteFailed: { title: 'Fout bij het opslaan van de notitie', message: 'Probeer het later opnieuw' },
  leadErased: { title: 'Lead verwijderd', message: 'De gegevens en hun geschiedenis zijn gewist.' },
  eraseFailed: { title: 'Fout bij het verwijderen', message: 'Probeer het later opnieuw' },
  exportFailed: { title: 'Fout bij het exporteren', message: 'Probeer het later opnieuw' },
  statusConflict: {
    title: 'Status niet bijgewerkt',
    message: 'Een collega heeft deze lead intussen gewijzigd. De huidige gegevens worden getoond; kies opnieuw als dat nog nodig is.',
  },
} as const;

/** What the screens say when the server cannot be reached or cannot answer (never 'no leads'). */
export const ADMIN_FAILURES = {
  unreachable: {
    title: 'De server is niet bereikbaar',
    message: 'Controleer uw internetverbinding. De gegevens op het scherm zijn misschien niet meer actueel.',
  },
  unavailable: {
    title: 'De server kan de gegevens nu niet ophalen',
    message: 'Dit is meestal na enkele seconden opgelost.',
  },
  failed: { title: 'Er ging iets mis bij het ophalen', message: 'Probeer het opnieuw.' },
  retry: 'Opnieuw proberen',
} as const;

/** The login's message after a session ended (by time, a password reset or a sign-out elsewhere). */
export const SESSION_EXPIRED_TEXT = {
  title: 'Uw sessie is verlopen',
  message: 'Meld u opnieuw aan. U keert terug naar dezelfde lead, zoekopdracht en filters; een notitie die u aan het typen was, staat er nog.',
} as const;

/** What the server answers (also shown by the login form). */
export const AUTH_ERRORS = {
  invalidCredentials: 'Ongeldige inloggegevens',
  unauthenticated: 'Niet aangemeld of sessie verlopen',
  forbidden: 'Geen toegang: dit deel is niet voor uw account',
  leadNotFound: 'Lead niet gevonden',
} as const;

/**
 * The answer to a change made against an older version of a lead (412), with its latest change
 * ('bert zette de status van Nieuw op Klant geworden (25/11/2026 14:05)') when known.
 */
export function leadChangedMessage(latest: string | null): string {
  const what = latest ? ` Laatste wijziging: ${latest}.` : '';
  return `Deze lead is intussen gewijzigd (door een collega of door het huishouden zelf); uw wijziging is niet opgeslagen.${what} Bekijk de huidige gegevens en kies opnieuw.`;
}

/** A single proposal to a customer or a lost lead, refused without the override (issue 31). */
export function closedLeadProposalMessage(status: LeadStatus): string {
  return `Deze lead staat op '${statusLabel(status)}': een voorstel gaat niet naar klanten of niet-geïnteresseerde leads, zoals bij een groepsvoorstel. Verstuur het alleen bewust, met 'toch versturen' (overrideStatus: true); dat wordt vastgelegd.`;
}

/** 'Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.' */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Te veel mislukte pogingen. Probeer het over ${formatWaitMinutes(retryAfterSeconds)} opnieuw.`;
}
