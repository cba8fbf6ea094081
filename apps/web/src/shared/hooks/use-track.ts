import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { type TrackedActivity, trackEvent } from '../lib/track-event';

/** Report an activity; sending is the analytics feature's job and never blocks or fails the page. */
export function useTrack() {
  const dispatch = useDispatch();
  return useCallback(
    (actionType: TrackedActivity, actionData: Record<string, unknown> = {}) => dispatch(trackEvent({ actionType, actionData })),
    [dispatch],
  );
}
