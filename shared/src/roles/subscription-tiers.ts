export const SUBSCRIPTION_TIERS = ['none', 'free_trial', 'basic', 'intermediate', 'pro'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

const TIER_RANK: Record<SubscriptionTier, number> = {
  none: 0,
  free_trial: 1,
  basic: 2,
  intermediate: 3,
  pro: 4,
};

const TIER_LABEL: Record<SubscriptionTier, string> = {
  none: 'None',
  free_trial: 'Free Trial',
  basic: 'Basic',
  intermediate: 'Intermediate',
  pro: 'Pro',
};

export function isSubscriptionTier(value: unknown): value is SubscriptionTier {
  return typeof value === 'string' && (SUBSCRIPTION_TIERS as readonly string[]).includes(value);
}

export function tierRank(tier: string | null | undefined): number {
  return isSubscriptionTier(tier) ? TIER_RANK[tier] : 0;
}

export function tierLabel(tier: string | null | undefined): string {
  return isSubscriptionTier(tier) ? TIER_LABEL[tier] : (tier ?? '');
}

/** No subscription means no access; otherwise the current rank must reach the required one. */
export function hasTierAccess(
  current: string | null | undefined,
  required: SubscriptionTier = 'free_trial',
): boolean {
  if (!current) return false;
  return tierRank(current) >= TIER_RANK[required];
}
