// Translation resources of the product: one JSON file per domain per language; French is the source.
import type { TLocale } from '@praxiform/domain';
import frCommon from '../locales/fr/common.json';
import frErrors from '../locales/fr/errors.json';
import frLanding from '../locales/fr/landing.json';
import frFaq from '../locales/fr/faq.json';
import frLegal from '../locales/fr/legal.json';
import frPricing from '../locales/fr/pricing.json';
import frMail from '../locales/fr/mail.json';
import frAuth from '../locales/fr/auth.json';
import frProfile from '../locales/fr/profile.json';
import frTemplates from '../locales/fr/templates.json';
import frBuilder from '../locales/fr/builder.json';
import frMarket from '../locales/fr/market.json';
import frPatients from '../locales/fr/patients.json';
import frSubmissions from '../locales/fr/submissions.json';
import frPublicForm from '../locales/fr/publicForm.json';
import frHome from '../locales/fr/home.json';
import frCabinets from '../locales/fr/cabinets.json';
import frCabinet from '../locales/fr/cabinet.json';
import frSupport from '../locales/fr/support.json';
import frAdmin from '../locales/fr/admin.json';
import frAdminSupport from '../locales/fr/adminSupport.json';
import frAnnouncements from '../locales/fr/announcements.json';
import frBilling from '../locales/fr/billing.json';
import frSecurity from '../locales/fr/security.json';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enLanding from '../locales/en/landing.json';
import enFaq from '../locales/en/faq.json';
import enLegal from '../locales/en/legal.json';
import enPricing from '../locales/en/pricing.json';
import enMail from '../locales/en/mail.json';
import enAuth from '../locales/en/auth.json';
import enProfile from '../locales/en/profile.json';
import enTemplates from '../locales/en/templates.json';
import enBuilder from '../locales/en/builder.json';
import enMarket from '../locales/en/market.json';
import enPatients from '../locales/en/patients.json';
import enSubmissions from '../locales/en/submissions.json';
import enPublicForm from '../locales/en/publicForm.json';
import enHome from '../locales/en/home.json';
import enCabinets from '../locales/en/cabinets.json';
import enCabinet from '../locales/en/cabinet.json';
import enSupport from '../locales/en/support.json';
import enAdmin from '../locales/en/admin.json';
import enAdminSupport from '../locales/en/adminSupport.json';
import enAnnouncements from '../locales/en/announcements.json';
import enBilling from '../locales/en/billing.json';
import enSecurity from '../locales/en/security.json';
import nlCommon from '../locales/nl/common.json';
import nlErrors from '../locales/nl/errors.json';
import nlLanding from '../locales/nl/landing.json';
import nlFaq from '../locales/nl/faq.json';
import nlLegal from '../locales/nl/legal.json';
import nlPricing from '../locales/nl/pricing.json';
import nlMail from '../locales/nl/mail.json';
import nlAuth from '../locales/nl/auth.json';
import nlProfile from '../locales/nl/profile.json';
import nlTemplates from '../locales/nl/templates.json';
import nlBuilder from '../locales/nl/builder.json';
import nlMarket from '../locales/nl/market.json';
import nlPatients from '../locales/nl/patients.json';
import nlSubmissions from '../locales/nl/submissions.json';
import nlPublicForm from '../locales/nl/publicForm.json';
import nlHome from '../locales/nl/home.json';
import nlCabinets from '../locales/nl/cabinets.json';
import nlCabinet from '../locales/nl/cabinet.json';
import nlSupport from '../locales/nl/support.json';
import nlAdmin from '../locales/nl/admin.json';
import nlAdminSupport from '../locales/nl/adminSupport.json';
import nlAnnouncements from '../locales/nl/announcements.json';
import nlBilling from '../locales/nl/billing.json';
import nlSecurity from '../locales/nl/security.json';

export const NAMESPACES = [
  'common',
  'errors',
  'landing',
  'faq',
  'legal',
  'pricing',
  'mail',
  'auth',
  'profile',
  'templates',
  'builder',
  'market',
  'patients',
  'submissions',
  'publicForm',
  'home',
  'cabinets',
  'cabinet',
  'support',
  'admin',
  'adminSupport',
  'announcements',
  'billing',
  'security',
] as const;
export type TNamespace = (typeof NAMESPACES)[number];

type TTree = { [key: string]: string | TTree | TTree[] | string[] };

export const resources: Record<TLocale, Record<TNamespace, TTree>> = {
  fr: {
    common: frCommon,
    errors: frErrors,
    landing: frLanding,
    faq: frFaq,
    legal: frLegal,
    pricing: frPricing,
    mail: frMail,
    auth: frAuth,
    profile: frProfile,
    templates: frTemplates,
    builder: frBuilder,
    market: frMarket,
    patients: frPatients,
    submissions: frSubmissions,
    publicForm: frPublicForm,
    home: frHome,
    cabinets: frCabinets,
    cabinet: frCabinet,
    support: frSupport,
    admin: frAdmin,
    adminSupport: frAdminSupport,
    announcements: frAnnouncements,
    billing: frBilling,
    security: frSecurity,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    landing: enLanding,
    faq: enFaq,
    legal: enLegal,
    pricing: enPricing,
    mail: enMail,
    auth: enAuth,
    profile: enProfile,
    templates: enTemplates,
    builder: enBuilder,
    market: enMarket,
    patients: enPatients,
    submissions: enSubmissions,
    publicForm: enPublicForm,
    home: enHome,
    cabinets: enCabinets,
    cabinet: enCabinet,
    support: enSupport,
    admin: enAdmin,
    adminSupport: enAdminSupport,
    announcements: enAnnouncements,
    billing: enBilling,
    security: enSecurity,
  },
  nl: {
    common: nlCommon,
    errors: nlErrors,
    landing: nlLanding,
    faq: nlFaq,
    legal: nlLegal,
    pricing: nlPricing,
    mail: nlMail,
    auth: nlAuth,
    profile: nlProfile,
    templates: nlTemplates,
    builder: nlBuilder,
    market: nlMarket,
    patients: nlPatients,
    submissions: nlSubmissions,
    publicForm: nlPublicForm,
    home: nlHome,
    cabinets: nlCabinets,
    cabinet: nlCabinet,
    support: nlSupport,
    admin: nlAdmin,
    adminSupport: nlAdminSupport,
    announcements: nlAnnouncements,
    billing: nlBilling,
    security: nlSecurity,
  },
};
