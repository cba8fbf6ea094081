/** Spec §5: without a Bunkopu Seri category the list falls back to ads of at most 1000 cents. */
export const BUNKOPU_FALLBACK_MAX_CENTS = 1000;
export const BUNKOPU_PAGE_SIZE = 6;
