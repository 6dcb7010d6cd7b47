import * as yup from 'yup';
import { ADDRESS_MIN_CHARS } from './contract';

export const searchQuerySchema = yup.object({
  q: yup.string().trim().required('Type an address to search').min(ADDRESS_MIN_CHARS, `Type at least ${ADDRESS_MIN_CHARS} characters`).max(200, 'The search text is too long'),
});

export const reverseQuerySchema = yup.object({
  lat: yup.number().typeError('lat must be a number').required('lat is required').min(-90).max(90),
  lon: yup.number().typeError('lon must be a number').required('lon is required').min(-180).max(180),
});
