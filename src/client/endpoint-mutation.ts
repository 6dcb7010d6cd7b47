import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { endpointUrl, type AnyEndpoint, type EndpointInput, type EndpointResponse, type EndpointUrlInput } from '../shared/endpoint';
import { callEndpoint } from './endpoint';
import { uploadForm, type UploadOptions } from './upload';

/*
 * Mutations and uploads made from an endpoint definition (issue 20), apart from endpoint.ts so the
 * first route, which only reads, does not carry react-query's mutation code and the upload client.
 */

/**
 * A mutation calling the endpoint with the input it is given (`mutate({ params, body })`). Pass
 * react-query's other options (onSuccess, onSettled, ...) as usual.
 */
export function useEndpointMutation<E extends AnyEndpoint, C = unknown>(
  endpoint: E,
  options: Omit<UseMutationOptions<EndpointResponse<E>, Error, EndpointInput<E>, C>, 'mutationFn'> = {},
) {
  return useMutation<EndpointResponse<E>, Error, EndpointInput<E>, C>({
    ...options,
    mutationFn: (input) => callEndpoint(endpoint, input),
  });
}

/**
 * Sends a multipart form to an endpoint with an upload (XMLHttpRequest, for progress); the form
 * holds the file and the text fields. Answers the parsed JSON.
 */
export function uploadToEndpoint<E extends AnyEndpoint>(endpoint: E, input: EndpointUrlInput<E>, form: FormData, options: Omit<UploadOptions, 'method'> = {}): Promise<EndpointResponse<E>> {
  if (endpoint.method !== 'POST' && endpoint.method !== 'PUT') throw new TypeError(`${endpoint.method} ${endpoint.path} takes no upload`);
  return uploadForm<EndpointResponse<E>>(endpointUrl(endpoint, input), form, { ...options, method: endpoint.method });
}
