// Every tRPC procedure of the app router with a valid input built from the owner's records (issue 16, authorization
// matrix). The matrix test reads the procedures from appRouter itself: one missing here fails it.
import { DEFAULT_TEST_PASSWORD } from '@praxiform/db/testing';
import type { TField } from '@praxiform/domain';
import type { TIds } from './matrix-world';

/**
 * - public: anyone by design (sign-in, sign-up, health, the plans): exempt.
 * - self: acts on the caller's own account only, no foreign id: a non-owner may succeed, but never sees an owner's marker.
 * - owned: takes ids of the owner's records: every non-owner is refused (401/402/403/404), nothing written.
 * - cabinetOwner: the owner's cabinet, owner role only: the plain member is refused too.
 * - cabinetMember: the owner's cabinet, any member may: the plain member succeeds, everyone else is refused.
 * - admin: administrators only (the owner is not one).
 */
export type TKind = 'public' | 'self' | 'owned' | 'cabinetOwner' | 'cabinetMember' | 'admin';

export type TEntry = {
  kind: TKind;
  /** The input, from the owner's ids (or ids that do not exist) and the calling user. */
  input?: (ids: TIds, me: { id: number; email: string } | null) => unknown;
  /** The owner (an administrator for admin procedures) succeeds with this input; 'last' runs after the others. */
  owner?: 'first' | 'last';
  /**
   * A list of ids filtered to the caller's own (notifications.markRead): answering success without touching anything
   * is a refusal too; the database check and the marker check still apply.
   */
  silent?: true;
  /**
   * The record is a public template, whose existence everyone knows from the market: refusing a non-creator with 403
   * (TEMPLATE_NOT_OWNER) instead of the unknown id's 404 reveals nothing.
   */
  publicRecord?: true;
  /** Ends the caller's session or account: run after the persona's other calls. */
  endsSession?: true;
  /**
   * Access level: open to a session whose profile is not complete (docs/product.md#permissions, "Profile incomplete"):
   * the own session, completing the profile, the account's security and preferences, leaving. Every other procedure
   * answers PROFILE_INCOMPLETE (an administrators' one ADMIN_ONLY); incomplete-profile.int.test.ts checks both ways.
   */
  incompleteProfile?: true;
};

const motif: TField = { id: 'motif', type: 'textarea', title: 'Motif de la consultation', required: true, practitionerOnly: false };
const templateInput = (name: string) => ({ name, type: 'anamnese' as const, language: 'fr' as const, scoringEnabled: false, fields: [motif] });
const patientInput = { firstName: 'Luc', lastName: 'Petit', email: 'luc.petit@example.org' };
const NEW_PASSWORD = 'Autre-Mot-de-passe-9!';
const announcementInput = { title: 'Mise à jour', body: 'Une nouvelle version.' };

export const PROCEDURES: Record<string, TEntry> = {
  health: { kind: 'public' },
  'auth.register': { kind: 'public' },
  'auth.verifyEmail': { kind: 'public' },
  'auth.confirmEmailChange': { kind: 'public' },
  'auth.resendVerification': { kind: 'public' },
  'auth.login': { kind: 'public' },
  'auth.verifyTwoFactor': { kind: 'public' },
  'auth.forgotPassword': { kind: 'public' },
  'auth.resetPassword': { kind: 'public' },
  'auth.providers': { kind: 'public' },
  'billing.plans': { kind: 'public' },

  'auth.me': { kind: 'self', owner: 'first', incompleteProfile: true },
  'auth.logout': { kind: 'self', endsSession: true, incompleteProfile: true },

  'profile.options': { kind: 'self', owner: 'first', incompleteProfile: true },
  'profile.completeProfile': { kind: 'self', input: () => ({ profession: 'physiotherapist' }), incompleteProfile: true },
  'profile.get': { kind: 'self', owner: 'first', incompleteProfile: true },
  'profile.update': { kind: 'self', input: () => ({ firstName: 'Hugo', lastName: 'Etranger', profession: 'physiotherapist' }) },
  // A pending address reserves nothing: every persona may ask for the same one.
  'profile.requestEmailChange': {
    kind: 'self',
    input: () => ({ newEmail: 'adresse.en.attente@example.org', password: DEFAULT_TEST_PASSWORD }),
    incompleteProfile: true,
  },
  'profile.cancelEmailChange': { kind: 'self', incompleteProfile: true },
  'profile.changePassword': {
    kind: 'self',
    input: () => ({ currentPassword: DEFAULT_TEST_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD }),
    incompleteProfile: true,
  },
  'profile.setLanguage': { kind: 'self', input: () => ({ language: 'fr' }), incompleteProfile: true },
  'profile.setEmailNotifications': { kind: 'self', input: () => ({ enabled: true }), incompleteProfile: true },
  'profile.setAlertEmails': { kind: 'self', input: () => ({ enabled: true }), incompleteProfile: true },
  'profile.deleteAccount': { kind: 'self', input: () => ({ confirmation: 'SUPPRIMER', locale: 'fr' }), endsSession: true, incompleteProfile: true },
  'profile.updateRole': { kind: 'self', input: () => ({ role: 'practitioner' }), incompleteProfile: true },
  'profile.markTrialWelcomeSeen': { kind: 'self', incompleteProfile: true },
  // docs/access-log.md#sessions: the account's own sessions and sign-ins; another account's session id is unknown.
  'profile.sessions': { kind: 'self', owner: 'first', incompleteProfile: true },
  'profile.revokeSession': { kind: 'self', input: () => ({ id: 'not-a-session-of-mine' }), incompleteProfile: true },
  'profile.revokeOtherSessions': { kind: 'self', owner: 'first', incompleteProfile: true },
  'profile.signIns': { kind: 'self', owner: 'first', incompleteProfile: true },
  'profile.setNewDeviceEmails': { kind: 'self', input: () => ({ enabled: true }), incompleteProfile: true },
  'profile.twoFactor.setup': { kind: 'self', incompleteProfile: true },
  'profile.twoFactor.enable': { kind: 'self', input: () => ({ code: '000000' }), incompleteProfile: true },
  'profile.twoFactor.disable': { kind: 'self', input: () => ({ password: DEFAULT_TEST_PASSWORD }), incompleteProfile: true },
  'profile.twoFactor.regenerateBackupCodes': { kind: 'self', input: () => ({ password: DEFAULT_TEST_PASSWORD }), incompleteProfile: true },

  'templates.list': { kind: 'self', owner: 'first' },
  'templates.get': { kind: 'owned', input: (w) => ({ id: w.templateId }), owner: 'first' },
  'templates.create': { kind: 'self', input: () => templateInput('Nouveau modèle') },
  'templates.update': { kind: 'owned', input: (w) => ({ id: w.templateId, ...templateInput('Renommé') }), owner: 'first' },
  'templates.delete': { kind: 'owned', input: (w) => ({ id: w.templateId }), owner: 'last' },
  'templates.duplicate': { kind: 'owned', input: (w) => ({ id: w.templateId }), owner: 'first' },
  'templates.publish': { kind: 'owned', input: (w) => ({ id: w.templateId }), owner: 'first' },
  'templates.unpublish': { kind: 'owned', input: (w) => ({ id: w.publicTemplateId }), publicRecord: true },
  'templates.shareToUser': { kind: 'owned', input: (w) => ({ id: w.templateId, email: w.colleagueEmail }), owner: 'first' },
  'templates.importFhir': {
    kind: 'self',
    input: () => ({
      questionnaire: {
        resourceType: 'Questionnaire',
        status: 'active',
        title: 'Importé',
        item: [{ linkId: 'motif', type: 'string', text: 'Motif' }],
      },
    }),
  },

  'market.list': { kind: 'self', owner: 'first' },
  // The market knows public templates only: the owner's private one is the record a stranger must not reach here.
  'market.get': { kind: 'owned', input: (w) => ({ id: w.templateId }) },
  'market.favorite': { kind: 'owned', input: (w) => ({ id: w.templateId }) },
  'market.unfavorite': { kind: 'owned', input: (w) => ({ id: w.templateId }) },
  'market.duplicate': { kind: 'owned', input: (w) => ({ id: w.templateId }) },
  'market.create': { kind: 'self', input: () => templateInput('Nouveau modèle public') },
  'market.update': { kind: 'owned', input: (w) => ({ id: w.publicTemplateId, ...templateInput('Public renommé') }), publicRecord: true },
  'market.delete': { kind: 'owned', input: (w) => ({ id: w.publicTemplateId }), publicRecord: true },

  'patients.list': { kind: 'self', owner: 'first' },
  'patients.stats': { kind: 'self', owner: 'first' },
  'patients.get': { kind: 'owned', input: (w) => ({ id: w.patientId }), owner: 'first' },
  'patients.create': { kind: 'self', input: () => patientInput },
  'patients.update': { kind: 'owned', input: (w) => ({ id: w.patientId, ...patientInput }), owner: 'first' },
  'patients.delete': { kind: 'owned', input: (w) => ({ id: w.patientId }), owner: 'last' },
  'patients.scoreTrends': { kind: 'owned', input: (w) => ({ patientId: w.patientId }), owner: 'first' },
  // docs/access-log.md: one patient's access history; the log of all my patients (another practitioner sees their own).
  'patients.accessHistory': { kind: 'owned', input: (w) => ({ patientId: w.patientId }), owner: 'first' },
  'patients.accessLog': { kind: 'self', input: (w) => ({ patientId: w.patientId }), owner: 'first' },

  'submissions.listForPatient': { kind: 'owned', input: (w) => ({ patientId: w.patientId }), owner: 'first' },
  'submissions.get': { kind: 'owned', input: (w) => ({ id: w.completedId }), owner: 'first' },
  'submissions.send': { kind: 'owned', input: (w) => ({ patientId: w.patientId, templateId: w.templateId, delivery: 'link' }), owner: 'first' },
  'submissions.resend': { kind: 'owned', input: (w) => ({ id: w.sentId, delivery: 'link' }), owner: 'first' },
  'submissions.cancel': { kind: 'owned', input: (w) => ({ id: w.sentId }), owner: 'last' },
  'submissions.delete': { kind: 'owned', input: (w) => ({ id: w.completedId }), owner: 'last' },
  'submissions.saveAnswers': { kind: 'owned', input: (w) => ({ id: w.completedId, answers: { motif: 'Corrigé' } }), owner: 'first' },
  'submissions.waitingRoom': { kind: 'self', owner: 'first' },
  'submissions.createAnonymous': { kind: 'owned', input: (w) => ({ templateId: w.templateId }), owner: 'first' },
  'submissions.assign': { kind: 'owned', input: (w) => ({ id: w.anonymousId, patientId: w.patientId }), owner: 'first' },
  'submissions.genericLink': { kind: 'owned', input: (w) => ({ templateId: w.templateId }), owner: 'first' },
  'submissions.rotateGenericLink': { kind: 'owned', input: (w) => ({ templateId: w.templateId }), owner: 'first' },
  'submissions.overview': { kind: 'self', input: () => ({ timeZone: 'Europe/Paris' }), owner: 'first' },

  'notifications.list': { kind: 'self', owner: 'first' },
  'notifications.markRead': { kind: 'owned', input: (w) => ({ ids: [w.notificationId] }), silent: true, owner: 'first' },
  'notifications.announcements': { kind: 'self', owner: 'first' },

  'mail.status': { kind: 'owned', input: (w) => ({ id: w.mailId }), owner: 'first' },
  'mail.resend': { kind: 'owned', input: (w) => ({ id: w.mailId }), owner: 'last' },
  // Announcements are everyone's: dismissing one only writes the caller's own dismissal.
  'notifications.dismissAnnouncement': { kind: 'self', input: (w) => ({ id: w.announcementId }) },

  'cabinets.list': { kind: 'self', owner: 'first' },
  'cabinets.get': { kind: 'cabinetMember', input: (w) => ({ id: w.cabinetId }), owner: 'first' },
  'cabinets.create': { kind: 'self', input: () => ({ name: 'Mon cabinet' }) },
  'cabinets.update': { kind: 'cabinetOwner', input: (w) => ({ id: w.cabinetId, name: 'Cabinet renommé' }), owner: 'first' },
  'cabinets.delete': { kind: 'cabinetOwner', input: (w) => ({ id: w.cabinetId }), owner: 'last' },
  'cabinets.invite': { kind: 'cabinetOwner', input: (w) => ({ id: w.cabinetId, email: 'nouvelle.collegue@example.org' }), owner: 'first' },
  'cabinets.resendInvite': { kind: 'cabinetOwner', input: (w) => ({ inviteId: w.inviteId }), owner: 'first' },
  'cabinets.revokeInvite': { kind: 'cabinetOwner', input: (w) => ({ inviteId: w.inviteId }), owner: 'last' },
  // The invitation is addressed to someone else: nobody here may answer it.
  'cabinets.acceptInvite': { kind: 'owned', input: (w) => ({ inviteId: w.inviteId }) },
  'cabinets.declineInvite': { kind: 'owned', input: (w) => ({ inviteId: w.inviteId }) },
  'cabinets.removeMember': { kind: 'cabinetOwner', input: (w) => ({ id: w.cabinetId, userId: w.memberId }), owner: 'last' },
  'cabinets.leave': { kind: 'cabinetMember', input: (w) => ({ id: w.cabinetId }), endsSession: true },
  'cabinets.transferOwnership': { kind: 'cabinetOwner', input: (w) => ({ id: w.cabinetId, userId: w.memberId }) },
  // The owner's private template to the owner's cabinet: the member may not share someone else's template.
  'cabinets.shareTemplate': { kind: 'owned', input: (w) => ({ templateId: w.templateId, cabinetIds: [w.cabinetId] }), owner: 'first' },
  'cabinets.unshareTemplate': { kind: 'cabinetOwner', input: (w) => ({ id: w.cabinetId, templateId: w.sharedTemplateId }), owner: 'last' },
  'cabinets.templates': { kind: 'cabinetMember', input: (w) => ({ id: w.cabinetId }), owner: 'first' },
  'cabinets.duplicateTemplate': { kind: 'cabinetMember', input: (w) => ({ id: w.cabinetId, templateId: w.sharedTemplateId }), owner: 'first' },

  'support.list': { kind: 'self', owner: 'first' },
  'support.get': { kind: 'owned', input: (w) => ({ id: w.ticketId }), owner: 'first' },
  'support.create': {
    kind: 'self',
    input: () => ({ category: 'technical', subject: 'Une question', message: 'Bonjour, une question sur mon compte.' }),
  },
  'support.reply': { kind: 'owned', input: (w) => ({ id: w.ticketId, message: 'Merci pour votre réponse.' }), owner: 'first' },
  'support.resolve': { kind: 'owned', input: (w) => ({ id: w.ticketId }), owner: 'last' },

  'admin.users.list': { kind: 'admin', input: () => ({}), owner: 'first' },
  'admin.users.get': { kind: 'admin', input: (w) => ({ id: w.ownerId }), owner: 'first' },
  'admin.users.stats': { kind: 'admin', owner: 'first' },
  'admin.users.setRole': { kind: 'admin', input: (w) => ({ id: w.ownerId, role: 'member' }), owner: 'first' },
  'admin.users.block': { kind: 'admin', input: (w) => ({ id: w.ownerId }), owner: 'first' },
  'admin.users.unblock': { kind: 'admin', input: (w) => ({ id: w.ownerId }), owner: 'first' },
  'admin.users.delete': { kind: 'admin', input: (w) => ({ id: w.memberId }), owner: 'last' },
  'admin.support.list': { kind: 'admin', owner: 'first' },
  'admin.support.get': { kind: 'admin', input: (w) => ({ id: w.ticketId }), owner: 'first' },
  'admin.support.reply': { kind: 'admin', input: (w) => ({ id: w.ticketId, message: 'Voici la réponse du support.' }), owner: 'first' },
  'admin.support.resolve': { kind: 'admin', input: (w) => ({ id: w.ticketId }), owner: 'first' },
  'admin.support.close': { kind: 'admin', input: (w) => ({ id: w.ticketId }), owner: 'first' },
  'admin.support.reopen': { kind: 'admin', input: (w) => ({ id: w.ticketId }), owner: 'first' },
  'admin.announcements.list': { kind: 'admin', owner: 'first' },
  'admin.announcements.create': { kind: 'admin', input: () => announcementInput, owner: 'first' },
  'admin.announcements.update': { kind: 'admin', input: (w) => ({ id: w.announcementId, ...announcementInput }), owner: 'first' },
  'admin.announcements.setActive': { kind: 'admin', input: (w) => ({ id: w.announcementId, active: false }), owner: 'first' },
  'admin.announcements.delete': { kind: 'admin', input: (w) => ({ id: w.announcementId }), owner: 'last' },
  'admin.mails.failed': { kind: 'admin', input: () => ({ kind: 'passwordReset' }), owner: 'first' },
  'admin.mails.resend': { kind: 'admin', input: (w) => ({ id: w.adminMailId }), owner: 'last' },

  'billing.status': { kind: 'self', owner: 'first' },
  'billing.checkout': { kind: 'self', input: () => ({ plan: 'monthly' }) },
  'billing.portal': { kind: 'self' },
  'billing.cancel': { kind: 'self' },
  'billing.resume': { kind: 'self' },
};
