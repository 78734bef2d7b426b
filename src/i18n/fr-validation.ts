/** The French validation messages of the signup form and of the API (the twin of nl-validation.ts). */
import type { ValidationTexts } from './texts.ts';
import { inFrench } from './typography.ts';

export const FR_VALIDATION = /* @__PURE__ */ inFrench(() => ({
  messages: {
    firstName: 'Le prénom est obligatoire',
    lastName: 'Le nom est obligatoire',
    phone: 'Indiquez un numéro de téléphone ou de GSM valable',
    email: 'Indiquez une adresse e-mail valable',
    street: 'La rue est obligatoire',
    houseNumber: 'Le numéro est obligatoire',
    postalCode: 'Indiquez un code postal valable (4 chiffres)',
    city: 'La commune est obligatoire',
    waterSoftenerType: "Choisissez un type d'adoucisseur",
    hasWifi: 'Indiquez si vous avez internet sans fil',
    invalidUrl: 'URL non valable',
    urlNotHttp: "L'URL doit commencer par http",
    privacyPolicy: 'Vous devez accepter la déclaration de confidentialité',
    language: 'Choisissez nl ou fr',
    notAnObject: 'Envoyez les données sous la forme d’un seul objet JSON',
    invalidInput: 'Données non valables',
  },
  tooLong: (label: string, max: number) => `${label} : ${max} caractères au maximum`,
  invalidCharacters: (label: string) => `${label} contient des caractères non valables`,
  notAName: (label: string) => `${label} ne peut contenir que des lettres, des espaces, des apostrophes, des traits d'union et des points`,
  linkOrMarkup: (label: string) => `${label} ne peut contenir ni adresse web, ni adresse e-mail, ni code HTML`,
  invisibleCharacters: (label: string) => `${label} contient des caractères invisibles : retapez la valeur`,
} as const satisfies ValidationTexts));
