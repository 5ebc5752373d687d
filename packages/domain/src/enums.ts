// Closed value sets of the product's entities (docs/product.md#entities, #states). The Prisma enums mirror these.
export const USER_ROLES = ['trial', 'member', 'client', 'administrator'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

export const PROFESSIONS = ['dentist', 'nurse', 'physiotherapist', 'general_practitioner', 'psychologist', 'other'] as const;
export type TProfession = (typeof PROFESSIONS)[number];

export const TEMPLATE_TYPES = ['anamnese', 'consultation', 'satisfaction', 'suivi', 'bilan', 'autre'] as const;
export type TTemplateType = (typeof TEMPLATE_TYPES)[number];

export const FIELD_TYPES = ['text', 'textarea', 'email', 'number', 'date', 'radio', 'checkbox', 'select', 'rating', 'image', 'image-upload'] as const;
export type TFieldType = (typeof FIELD_TYPES)[number];
/** Only these field types have options and may carry conditional fields. */
export const CHOICE_FIELD_TYPES = ['radio', 'checkbox', 'select'] as const satisfies readonly TFieldType[];

export const SUBMISSION_STATUSES = ['draft', 'sent', 'pending', 'completed', 'expired', 'anonymous'] as const;
export type TSubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBSCRIPTION_PLANS = ['monthly', 'quarterly', 'yearly'] as const;
export type TSubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
export const PLAN_MONTHS: Record<TSubscriptionPlan, number> = { monthly: 1, quarterly: 3, yearly: 12 };

export const SUBSCRIPTION_STATUSES = ['none', 'trial', 'active', 'canceled', 'expired'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const TICKET_STATUSES = ['open', 'resolved', 'closed'] as const;
export type TTicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_CATEGORIES = ['technical', 'billing', 'account', 'forms', 'feature_request', 'other'] as const;
export type TTicketCategory = (typeof TICKET_CATEGORIES)[number];

export const CABINET_ROLES = ['owner', 'member'] as const;
export type TCabinetRole = (typeof CABINET_ROLES)[number];
