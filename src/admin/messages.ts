import { formatWaitMinutes } from '../format.ts';

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
  noteAdded: { title: 'Notitie opgeslagen', message: '' },
  noteFailed: { title: 'Fout bij het opslaan van de notitie', message: 'Probeer het later opnieuw' },
  leadErased: { title: 'Lead verwijderd', message: 'De gegevens en hun geschiedenis zijn gewist.' },
  eraseFailed: { title: 'Fout bij het verwijderen', message: 'Probeer het later opnieuw' },
  exportFailed: { title: 'Fout bij het exporteren', message: 'Probeer het later opnieuw' },
  sessionExpired: { title: 'Sessie verlopen', message: 'Meld u opnieuw aan.' },
} as const;

/** What the server answers (also shown by the login form). */
export const AUTH_ERRORS = {
  invalidCredentials: 'Ongeldige inloggegevens',
  unauthenticated: 'Niet aangemeld of sessie verlopen',
  leadNotFound: 'Lead niet gevonden',
} as const;

/** 'Te veel mislukte pogingen. Probeer het over 15 minuten opnieuw.' */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Te veel mislukte pogingen. Probeer het over ${formatWaitMinutes(retryAfterSeconds)} opnieuw.`;
}
