/** An invitation to rate the other side of a sale, valid REVIEW_INVITATION_DAYS days, used once. */
export interface ReviewInvitation {
  id: string;
  adId: number;
  adTitle: string;
  otherParty: { id: string; displayName: string };
  /** Whom the reviewer rates: the seller (the reviewer bought) or the buyer (the reviewer sold). */
  role: 'seller' | 'buyer';
  expiresAt: string;
}

export interface ReviewInvitationList {
  invitations: ReviewInvitation[];
}

export interface Review {
  id: string;
  rating: number;
  text: string;
  createdAt: string;
  reviewerName: string;
  /** What the reviewed person was in that sale. */
  role: 'seller' | 'buyer';
}

export interface ReviewList {
  reviews: Review[];
}

export interface Rating {
  /** One decimal; 0 without reviews. */
  average: number;
  count: number;
}

/** Someone's public profile (/verkoper/{id}): never an e-mail address or a phone number. */
export interface SellerProfile {
  id: string;
  displayName: string;
  memberSince: string;
  verified: { email: boolean; phone: boolean };
  rating: Rating;
  /** How many of their ads are online now; the ads themselves: GET /api/users/{id}/ads. */
  activeAds: number;
}

export const REVIEW_INVITATION_DAYS = 30;
/** A review shows once the other side reviewed too, or this many days after it was written (no retaliation). */
export const REVIEW_SEALED_DAYS = 14;
/** A seller page's ads per page: 50 made an 18,000 px page on a phone. */
export const PROFILE_ADS_PAGE_SIZE = 24;
/** The last page a seller page serves (a deeper one answers empty): keeps OFFSET cheap. */
export const PROFILE_ADS_MAX_PAGE = 100;
