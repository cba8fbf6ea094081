/** Spec §2: the home carousel's fixed slugs, in this order. */
export const QUICK_CATEGORY_SLUGS = [
  'bunkopu-seri',
  'autos',
  'woningen-koop',
  'elektronica',
  'kulturu',
  'mobiele-telefoons',
  'boeken',
  'kleding-dames',
] as const;
export const AUTO_ADVANCE_MS = 3000;
export const RESUME_AFTER_MS = 5000;
