// Patients and submissions as the procedures answer them, for component tests; a test overrides what it checks.
import type { TPatientDetail, TSubmissionView } from '../lib/api-types';

export function patientDetail(overrides: Partial<TPatientDetail> = {}): TPatientDetail {
  return {
    id: 7,
    firstName: 'Léa',
    lastName: 'Dubois',
    email: 'lea.dubois@example.org',
    phone: '+32 470 12 34 56',
    preferredLanguage: 'fr',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:00:00.000Z',
    formsCount: 1,
    lastActivity: { status: 'completed', at: '2026-02-01T10:00:00.000Z' },
    latestBand: null,
    address: null,
    notes: 'Allergique à la pénicilline.',
    ...overrides,
  };
}

export function submissionView(overrides: Partial<TSubmissionView> = {}): TSubmissionView {
  return {
    id: 31,
    formName: 'Bilan lombalgie',
    templateId: 4,
    patientId: 7,
    patientName: 'Léa Dubois',
    status: 'completed',
    language: 'fr',
    instructions: null,
    createdAt: '2026-01-20T09:00:00.000Z',
    sentAt: '2026-01-20T09:00:00.000Z',
    openedAt: '2026-01-21T09:00:00.000Z',
    completedAt: '2026-01-21T09:30:00.000Z',
    expiresAt: '2026-02-19T23:59:59.999Z',
    scoringEnabled: true,
    score: 12,
    scoreMax: 20,
    band: null,
    positiveScreen: false,
    alert: false,
    viaGenericLink: false,
    reminder: { days: 0, dueAt: null, sentAt: null },
    respondent: null,
    ...overrides,
  };
}
