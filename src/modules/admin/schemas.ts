import * as yup from 'yup';
import { ROLES, type Role } from '../../shared/constants';
import type { AdminUserDto, DonationLedgerDto } from '../guest/contract';
import type { AuditEntryDto, AuditListResponse, UserChangeResponse, UserListResponse } from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REVIEW_REASON_MAX = 500;

export const idParamsSchema = yup.object({ id: yup.string().required().matches(uuid, 'Id must be a valid id') });

/** PUT /api/admin/users/{id}/role: admins grant or revoke moderator (admin itself only with npm run admin). */
export const roleBodySchema = yup.object({ role: yup.string().oneOf(['cleaner', 'moderator'], 'Role must be cleaner or moderator').required('Role is required') }).noUnknown();

export const userSearchQuerySchema = yup.object({
  q: yup.string().trim().max(100),
  role: yup.string().oneOf(ROLES),
  includeGuests: yup.boolean(),
  limit: yup.number().integer().min(1).max(200),
});

export const auditQuerySchema = yup.object({
  limit: yup.number().integer().min(1).max(200),
  before: yup.string().matches(uuid, 'before must be a valid id'),
  action: yup.string().max(100),
  targetId: yup.string().max(100),
});

/** The reason a moderator gives for a rejection; the person sees it. */
export const rejectBodySchema = yup
  .object({ reason: yup.string().trim().min(3, 'Reason must be at least 3 characters').max(REVIEW_REASON_MAX, `Reason must be at most ${REVIEW_REASON_MAX} characters`).required('Reason is required') })
  .noUnknown();

/* Answers (documentation in the OpenAPI document; typed against the contracts' DTOs). */

const nullableText = () => yup.string().nullable().defined();


/** A recorded value (before or after a change): whatever JSON was written, or null. */
const anyJson = (): yup.Schema<unknown> => yup.mixed().nullable();

export const auditEntrySchema: yup.ObjectSchema<AuditEntryDto> = yup.object({
  id: yup.string().defined(),
  actorId: nullableText(),
  actorLabel: nullableText(),
  action: yup.string().defined(),
  targetType: yup.string().defined(),
  targetId: yup.string().defined(),
  before: anyJson(),
  after: anyJson(),
  reason: nullableText(),
  createdAt: yup.string().defined(),
});

export const auditListSchema: yup.ObjectSchema<AuditListResponse> = yup.object({ entries: yup.array(auditEntrySchema.defined()).defined() });

export const adminUserSchema: yup.ObjectSchema<AdminUserDto> = yup.object({
  id: yup.string().defined(),
  username: nullableText(),
  firstName: nullableText(),
  lastName: nullableText(),
  email: nullableText(),
  role: yup.mixed<Role>().oneOf(ROLES).defined(),
  isActive: yup.boolean().defined(),
  isGuest: yup.boolean().defined(),
  level: yup.number().defined(),
  totalCoins: yup.number().defined(),
  currentXP: yup.number().defined(),
  tasksCompleted: yup.number().defined(),
});

export const userListSchema: yup.ObjectSchema<UserListResponse> = yup.object({ users: yup.array(adminUserSchema.defined()).defined() });

export const userChangeSchema: yup.ObjectSchema<UserChangeResponse> = yup.object({ user: adminUserSchema.defined() });

export const donationLedgerSchema: yup.ObjectSchema<DonationLedgerDto> = yup.object({
  donations: yup
    .array(
      yup
        .object({
          userId: yup.string().defined(),
          coins: yup.number().defined(),
          xp: yup.number().defined(),
          sessionExpiredAt: yup.string().defined(),
          donatedAt: yup.string().defined(),
        })
        .defined(),
    )
    .defined(),
  totals: yup.object({ count: yup.number().defined(), coins: yup.number().defined(), xp: yup.number().defined() }).defined(),
});
