// Demo accounts and patients (French), and the logins the server prints at start.
import type { Prisma } from '../generated/prisma/client.ts';

export type DemoLogin = { role: 'administrator' | 'member' | 'trial'; name: string; email: string; password: string };

/** Passwords meet every rule of the product: 8+ characters, upper, lower, digit and special character. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { role: 'administrator', name: 'Alice Moreau (administratrice)', email: 'admin@praxiform.test', password: 'Admin-2026!' },
  { role: 'member', name: 'Dr Claire Martin (kinésithérapeute)', email: 'claire.martin@praxiform.test', password: 'Demo-2026!' },
  { role: 'trial', name: 'Dr Julien Lefèvre (dentiste)', email: 'julien.lefevre@praxiform.test', password: 'Demo-2026!' },
];

type DemoUser = Omit<Prisma.UserUncheckedCreateInput, 'passwordHash'>;

export const ADMIN: DemoUser = {
  firstName: 'Alice',
  lastName: 'Moreau',
  email: 'admin@praxiform.test',
  phone: '+33 1 84 60 12 00',
  role: 'administrator',
  isAdministrator: true,
  profession: 'other',
  customProfession: 'Support Praxiform',
};

export const CLAIRE: DemoUser = {
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire.martin@praxiform.test',
  phone: '+33 6 12 34 56 78',
  role: 'member',
  profession: 'physiotherapist',
  // Keys of SPECIALTIES_BY_PROFESSION (packages/domain/src/specialties.ts), which the profile ticks and translates.
  specialties: ['musculoskeletal_physiotherapy', 'sports_physiotherapy'],
  registrationNumber: '10101234567',
  workAddress: '12 rue des Lilas, 75019 Paris',
};

export const JULIEN: DemoUser = {
  firstName: 'Julien',
  lastName: 'Lefèvre',
  email: 'julien.lefevre@praxiform.test',
  phone: '+33 6 98 76 54 32',
  role: 'trial',
  profession: 'dentist',
  specialties: ['periodontics'],
  registrationNumber: '10107654321',
  workAddress: '3 place Gambetta, 33000 Bordeaux',
};

/** `daysAgo`: when the practitioner opened the patient's file, in days before the seed runs (before any form sent to them). */
type DemoPatient = Omit<Prisma.PatientUncheckedCreateInput, 'ownerId' | 'createdAt'> & { daysAgo: number };

export const CLAIRE_PATIENTS: DemoPatient[] = [
  {
    firstName: 'Sophie',
    lastName: 'Bernard',
    email: 'sophie.bernard@example.fr',
    daysAgo: 120,
    phone: '+33 6 11 22 33 44',
    address: '5 rue de Belleville, 75019 Paris',
    notes: 'Lombalgie chronique depuis 2024. Travaille debout (boulangère).',
  },
  {
    firstName: 'Thomas',
    lastName: 'Dubois',
    email: 'thomas.dubois@example.fr',
    daysAgo: 50,
    phone: '+33 6 22 33 44 55',
    notes: 'Entorse de la cheville droite, reprise du football prévue en mars.',
  },
  {
    firstName: 'Émilie',
    lastName: 'Roux',
    email: 'emilie.roux@example.fr',
    daysAgo: 30,
    notes: 'Cervicalgies, travail sur écran. Préfère les rendez-vous le matin.',
  },
  {
    firstName: 'Nicolas',
    lastName: 'Fournier',
    email: 'nicolas.fournier@example.fr',
    daysAgo: 21,
    phone: '+33 7 45 12 78 90',
    notes: 'Rééducation post-opératoire du genou (ligament croisé).',
  },
  { firstName: 'Léa', lastName: 'Girard', email: 'lea.girard@example.fr', daysAgo: 14, notes: 'Tendinite de l’épaule gauche.' },
  {
    firstName: 'Hugo',
    lastName: 'Lambert',
    email: 'hugo.lambert@example.fr',
    daysAgo: 10,
    preferredLanguage: 'en',
    notes: 'Expatrié britannique, préfère les questionnaires en anglais.',
  },
  {
    firstName: 'Chloé',
    lastName: 'Bonnet',
    email: 'chloe.bonnet@example.fr',
    daysAgo: 160,
    notes: 'Suivi post-partum, rééducation périnéale terminée.',
  },
  {
    firstName: 'Antoine',
    lastName: 'Mercier',
    email: 'antoine.mercier@example.fr',
    daysAgo: 5,
    phone: '+33 6 70 80 90 10',
    notes: 'Sciatique gauche, en arrêt de travail.',
  },
];

export const JULIEN_PATIENTS: DemoPatient[] = [
  {
    firstName: 'Manon',
    lastName: 'Faure',
    email: 'manon.faure@example.fr',
    daysAgo: 8,
    phone: '+33 6 33 44 55 66',
    notes: 'Allergie au latex signalée par le médecin traitant.',
  },
  { firstName: 'Louis', lastName: 'André', email: 'louis.andre@example.fr', daysAgo: 7, notes: 'Détartrage annuel, anxieux chez le dentiste.' },
  {
    firstName: 'Camille',
    lastName: 'Rousseau',
    email: 'camille.rousseau@example.fr',
    daysAgo: 3,
    notes: 'Sous anticoagulants (fibrillation atriale).',
  },
  {
    firstName: 'Jeanne',
    lastName: 'Vincent',
    email: 'jeanne.vincent@example.fr',
    daysAgo: 2,
    preferredLanguage: 'nl',
    notes: 'Patiente belge, néerlandophone.',
  },
];
