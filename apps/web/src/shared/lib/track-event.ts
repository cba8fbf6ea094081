import { createAction } from '@reduxjs/toolkit';

export type TrackedActivity = 'page_view' | 'search' | 'view_ad' | 'view_category' | 'post_ad' | 'contact_click';

export interface TrackEventPayload {
  actionType: TrackedActivity;
  actionData: Record<string, unknown>;
}

/**
 * Features announce what a visitor did; the analytics feature listens and sends it. This keeps features
 * from importing one another (STYLE.md) while every feature can report activity.
 */
export const trackEvent = createAction<TrackEventPayload>('analytics/track');
