import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clientConfigQuery } from '../../../../client/config-query';
import { uploadToEndpoint } from '../../../../client/endpoint-mutation';
import { isOffline } from '../../../../client/offline/submit';
import type { AnalyzePhotoResponse } from '../../../analysis/contract';
import { analyzePhoto } from '../../../analysis/endpoints';

const NO_SUGGESTIONS: AnalyzePhotoResponse['suggestions'] = [];

/** Where the AI's first look at the report photo stands (issue 24). It never blocks the report. */
export type PhotoAnalysisState =
  | { status: 'idle' }
  | { status: 'looking' }
  | { status: 'done'; result: AnalyzePhotoResponse }
  /** No suggestions: no AI configured, the AI could not answer (or the call failed), or the person stopped it. */
  | { status: 'unavailable'; reason: 'no_api_key' | 'unreachable' | 'cancelled' };

/**
 * POST /api/analysis for a chosen photo, only when /api/config says an AI key is set
 * (`aiVerifier: 'openai'`; 'local': no_api_key without a call), never while offline; cancellable; a newer photo replaces an older call (its
 * answer is ignored). `analysisId` is the stored analysis the report should name.
 */
export function usePhotoAnalysis() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PhotoAnalysisState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    current.current?.abort();
    current.current = null;
  }, []);

  const start = useCallback(
    async (photo: File) => {
      stop();
      if (isOffline()) return setState({ status: 'idle' });
      const controller = new AbortController();
      current.current = controller;
      setState({ status: 'looking' });
      const settle = (next: PhotoAnalysisState) => {
        if (current.current === controller) {
          current.current = null;
          setState(next);
        }
      };
      try {
        const config = await queryClient.fetchQuery(clientConfigQuery<{ aiVerifier?: 'openai' | 'local' }>()).catch(() => null);
        if (controller.signal.aborted) return;
        if (config?.aiVerifier === 'local') return settle({ status: 'unavailable', reason: 'no_api_key' });
        // Settings not known (not answered): no guess either way, and no call.
        if (config?.aiVerifier !== 'openai') return settle({ status: 'idle' });
        const form = new FormData();
        form.append('photo', photo, photo.name || 'photo.jpg');
        const result = await uploadToEndpoint(analyzePhoto, {}, form, { signal: controller.signal });
        if (result.available) settle({ status: 'done', result });
        else settle({ status: 'unavailable', reason: result.reason === 'no_api_key' ? 'no_api_key' : 'unreachable' });
      } catch {
        if (!controller.signal.aborted) settle({ status: 'unavailable', reason: 'unreachable' });
      }
    },
    [queryClient, stop],
  );

  /** The person stopped it: no suggestions for this photo. */
  const cancel = useCallback(() => {
    if (!current.current) return;
    stop();
    setState({ status: 'unavailable', reason: 'cancelled' });
  }, [stop]);

  /** A new form (photo removed, report sent): forget everything. */
  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  const analysisId = state.status === 'done' ? (state.result.id ?? undefined) : undefined;
  const suggestions = state.status === 'done' ? state.result.suggestions : NO_SUGGESTIONS;
  return { state, start, cancel, reset, analysisId, suggestions };
}
