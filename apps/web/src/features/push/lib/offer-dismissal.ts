// 'Nee, bedankt' is remembered on this device: the offer does not come back after every message.
const KEY = 'sm-push-offer-dismissed';

export function isOfferDismissed(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissOffer(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage unavailable (a private window): the offer may come again, nothing worse.
  }
}
