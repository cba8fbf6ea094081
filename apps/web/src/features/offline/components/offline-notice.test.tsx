import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-app';
import { OfflineNotice } from './offline-notice';

function goOnline(isOnline: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => isOnline });
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

describe('OfflineNotice', () => {
  afterEach(() => goOnline(true));

  it('says the visitor is offline while the connection is gone, and nothing once it is back', () => {
    const { container } = renderInApp(<OfflineNotice />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    goOnline(false);
    expect(screen.getByText('Je bent offline')).toBeVisible();
    expect(region).toHaveTextContent('Je bent offline Advertenties die je eerder hebt bekeken, kun je nog lezen.');
    goOnline(true);
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByText('Je bent offline')).not.toBeInTheDocument();
  });
});
