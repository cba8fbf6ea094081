/** At most this many activities in one POST /api/analytics/batch (the browser sends what it gathered, up to this). */
export const ACTIVITY_BATCH_MAX = 25;
