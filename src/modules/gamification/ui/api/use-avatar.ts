import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../client/endpoint';
import type { CurrentUser } from '../../../../client/session/current-user';
import { SESSION_QUERY_KEY } from '../../../../client/session/guest-session';
import { useSimulatedProgress } from '../../../../client/use-simulated-progress';
import { AVATAR_EVERY_LEVELS } from '../../../../shared/levels';
import type { AvatarResponse } from '../../../astro/contract';
import { generateAvatar } from '../../../astro/endpoints';

/** True when going from `from` to `level` reaches a multiple of 3 (spec 9: the avatar evolves every 3 levels). */
export function reachesAvatarLevel(from: number, level: number): boolean {
  return Math.floor(level / AVATAR_EVERY_LEVELS) > Math.floor(from / AVATAR_EVERY_LEVELS);
}

export type LevelUpAvatarStatus = 'generating' | 'done' | 'failed' | 'skipped';

export interface LevelUpAvatarState {
  status: LevelUpAvatarStatus;
  progress: number;
  avatarUrl: string | null;
  isFallback: boolean;
  retry(): void;
  skip(): void;
}

/**
 * POST /api/avatars/generate (the profiles module's endpoint) for a level-up: the server uses the
 * stored profile and the new level. Rejects when no avatar came back.
 */
export async function generateLevelUpAvatar(user: CurrentUser, level: number): Promise<AvatarResponse> {
  const u = user.user;
  const body = await callEndpoint(generateAvatar, {
    body: {
      ...(u?.gender ? { gender: u.gender } : {}),
      ...(u?.astrologicalSign ? { astrologicalSign: u.astrologicalSign } : {}),
      ...(u?.element ? { element: u.element } : {}),
      level,
      isLevelUpRegeneration: true,
      preferences: { userId: user.userId },
    },
  });
  if (!body.success || !body.avatarUrl) throw new Error(body.error || 'Avatar generation failed');
  return body;
}

/**
 * Spec 4, Level-up: when the new level reaches a multiple of 3, a registered user's avatar is
 * regenerated at once, with progress (10 every 300 ms to 90, then 100), retry and skip. Null when
 * this level-up brings no new avatar.
 */
export function useLevelUpAvatar(
  user: CurrentUser,
  levelUp: { from: number; level: number } | null,
  generate: (user: CurrentUser, level: number) => Promise<AvatarResponse> = generateLevelUpAvatar,
): LevelUpAvatarState | null {
  const queryClient = useQueryClient();
  const { progress, status, run, reset } = useSimulatedProgress();
  const [result, setResult] = useState<AvatarResponse | null>(null);
  const [skipped, setSkipped] = useState(false);
  const started = useRef<number | null>(null);
  const applies = !!levelUp && !user.isGuest && !!user.user && reachesAvatarLevel(levelUp.from, levelUp.level);
  const level = levelUp?.level ?? 0;
  const userRef = useRef(user);
  userRef.current = user;

  const start = useCallback(async () => {
    setResult(null);
    const res = await run(() => generate(userRef.current, level));
    if (res) {
      setResult(res);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  }, [run, generate, level, queryClient]);

  useEffect(() => {
    if (!applies || started.current === level) return;
    started.current = level;
    setSkipped(false);
    void start();
  }, [applies, level, start]);

  useEffect(() => {
    if (!levelUp) {
      started.current = null;
      reset();
    }
  }, [levelUp, reset]);

  if (!applies) return null;
  return {
    status: skipped ? 'skipped' : status === 'done' ? 'done' : status === 'failed' ? 'failed' : 'generating',
    progress,
    avatarUrl: result?.avatarUrl ?? null,
    isFallback: result?.isFallback ?? false,
    retry: () => void start(),
    skip: () => setSkipped(true),
  };
}
