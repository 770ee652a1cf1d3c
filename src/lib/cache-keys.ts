/** Every cache key lives here, so what invalidates what can be found with one search. */
export const CacheKeys = {
  publicRecommendations: 'recommendations:public',
} as const;
