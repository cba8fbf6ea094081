import { type Currency } from '../ads/ads.constants';

// Bids (accounts spec 2.9, 3, 4; CONTRACT.md "Bids"). Amounts are integer cents in the ad's currency. A pending bid
// expires 7 days after it was placed. Nobody bids on their own ad.
//   POST  /api/ads/{id}/bids  (session) { amount, message }         → 201 { success, message, bid: Bid }
//   GET   /api/ads/{id}/bids  (the ad's owner only)                  → BidList (every bid on that ad, with the bidder)
//   PATCH /api/bids/{id}      (the ad's owner only) { status: 'accepted' | 'rejected' } → { success, message, bid: Bid }
//   GET   /api/user/bids      (session)                              → BidList (the bidder's own)
//   DELETE /api/bids/{id}     (the bidder only, a pending bid)        → { success, message, bid } (status 'withdrawn')

export const BID_STATUSES = ['pending', 'accepted', 'rejected', 'expired', 'withdrawn'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export interface Bid {
  id: number;
  adId: number;
  adTitle: string;
  adLocation: string;
  /** The ad's cover photo, or null. */
  adImage: string | null;
  /** The ad's price in cents when the bid was placed (null: price on request). */
  originalPrice: number | null;
  bidAmount: number;
  currency: Currency;
  status: BidStatus;
  message: string;
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
  /** The bidder's first name: shown to the seller. */
  bidderName: string;
  /** Contact details of the other side, once the bid is accepted (null before). */
  contact: { name: string; email: string | null; phone: string | null } | null;
}

export interface BidList {
  bids: Bid[];
  total: number;
}

export const BID_MESSAGES = {
  amountInvalid: 'Vul je bod in als bedrag groter dan 0, bijvoorbeeld 12.500 of 12,50',
  amountTooHigh: 'Dat bod is te hoog: het maximum is 100.000.000',
  messageTooLong: 'Bericht mag maximaal 500 karakters bevatten',
  ownAd: 'Je kunt niet bieden op je eigen advertentie',
  emailNotVerified: 'Bevestig eerst je e-mailadres voordat je een bod uitbrengt',
  adNotOpen: 'Op deze advertentie kan niet (meer) geboden worden',
  placed: 'Bod geplaatst',
  accepted: 'Bod geaccepteerd',
  rejected: 'Bod afgewezen',
  notPending: 'Over dit bod is al beslist',
  withdrawn: 'Bod ingetrokken',
  notBidder: 'Alleen wie het bod plaatste kan het intrekken',
  notFound: 'Bod niet gevonden',
  statusInvalid: 'Kies accepteren of afwijzen',
} as const;
