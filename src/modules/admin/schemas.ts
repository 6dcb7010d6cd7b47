import * as yup from 'yup';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REVIEW_REASON_MAX = 500;

export const idParamsSchema = yup.object({ id: yup.string().required().matches(uuid, 'Id must be a valid id') });

/** PUT /api/admin/users/{id}/role: admins grant or revoke moderator (admin itself only with npm run admin). */
export const roleBodySchema = yup.object({ role: yup.string().oneOf(['cleaner', 'moderator'], 'Role must be cleaner or moderator').required('Role is required') }).noUnknown();

export const userSearchQuerySchema = yup.object({
  q: yup.string().trim().max(100),
  role: yup.string().oneOf(['cleaner', 'moderator', 'admin']),
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
