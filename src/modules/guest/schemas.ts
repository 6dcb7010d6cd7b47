import * as yup from 'yup';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Route parameter `{id}` of a user. */
export const userIdParamsSchema = yup.object({
  id: yup.string().required('User id is required').matches(uuid, 'User id must be a valid id'),
});

/** POST /api/guest/create takes no body. */
export const emptyBodySchema = yup.object({}).noUnknown('This request takes no body');
