import { impactKg, type ActionTypeDef } from './catalog';

/**
 * Game rules for rewards (docs/impact.md, "Rewards"):
 *   XP    = round(BASE_XP + xpPerBaseUnit x min(quantity, typicalMax) + IMPACT_XP_PER_KG x impact(min(quantity, typicalMax)))
 *           capped at MAX_XP
 *   coins = floor(XP / 10)
 * Quantities above the type's typical maximum earn nothing extra (they raise a risk flag instead).
 */
export const BASE_XP = 5;
export const IMPACT_XP_PER_KG = 2;
export const MAX_XP = 500;
export const XP_PER_COIN = 10;

export function rewardFor(def: ActionTypeDef, baseQuantity: number, impactPerBaseUnit: number): { xp: number; coins: number } {
  const counted = Math.max(0, Math.min(baseQuantity, def.typicalMax));
  const raw = BASE_XP + def.xpPerBaseUnit * counted + IMPACT_XP_PER_KG * impactPerBaseUnit * counted;
  const xp = Math.max(0, Math.min(MAX_XP, Math.round(raw)));
  return { xp, coins: Math.floor(xp / XP_PER_COIN) };
}

/**
 * The potential reward of a submission: what /validate shows and what an approval may credit without
 * an admin (rewardFor with the impact per base unit of the type, or of its subtype).
 */
export function potentialReward(def: ActionTypeDef, baseQuantity: number, subtype?: string | null): { xp: number; coins: number } {
  const perBase = baseQuantity > 0 ? impactKg(def, 1, subtype) : 0;
  return rewardFor(def, baseQuantity, perBase);
}
