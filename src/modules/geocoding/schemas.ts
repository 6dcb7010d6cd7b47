import * as yup from 'yup';
import { acceptOldNames } from '../../shared/coordinate-names';
import { ADDRESS_MIN_CHARS, type AddressSuggestion } from './contract';

export const searchQuerySchema = yup.object({
  q: yup.string().trim().required('Type an address to search').min(ADDRESS_MIN_CHARS, `Type at least ${ADDRESS_MIN_CHARS} characters`).max(200, 'The search text is too long'),
});

/** The point to look up; `lat`/`lon`, the names it took before issue 37, are still read. */
export const reverseQuerySchema = acceptOldNames(
  yup.object({
    latitude: yup.number().typeError('latitude must be a number').required('latitude is required').min(-90).max(90),
    longitude: yup.number().typeError('longitude must be a number').required('longitude is required').min(-180).max(180),
  }),
  { lat: 'latitude', lon: 'longitude' },
);

/* Answers (documentation in the OpenAPI document; typed against the contract's types). */

export const addressSuggestionSchema: yup.ObjectSchema<AddressSuggestion> = yup.object({
  formatted: yup.string().defined(),
  address_line1: yup.string().defined(),
  address_line2: yup.string().defined(),
  city: yup.string().defined(),
  state: yup.string().defined(),
  country: yup.string().defined(),
  lat: yup.number().defined(),
  lon: yup.number().defined(),
  place_id: yup.string().defined(),
});

export const searchResponseSchema: yup.ObjectSchema<{ results: AddressSuggestion[] }> = yup.object({ results: yup.array(addressSuggestionSchema.defined()).defined() });

export const reverseResponseSchema: yup.ObjectSchema<{ result: AddressSuggestion | null }> = yup.object({ result: addressSuggestionSchema.nullable().defined().default(null) });
