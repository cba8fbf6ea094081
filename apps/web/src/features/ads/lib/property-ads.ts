import type { Ad } from '@surimarkt/contracts';

/** Spec §7: the property carousel keeps ads whose title or description names one of these words. */
export const PROPERTY_WORDS = ['woning', 'huis', 'vastgoed', 'appartement', 'villa', 'grond', 'land', 'perceel'];
export const PROPERTY_COUNT = 4;

export function selectPropertyAds(ads: readonly Ad[]): Ad[] {
  return ads
    .filter((ad) => {
      const text = `${ad.title} ${ad.description}`.toLowerCase();
      return PROPERTY_WORDS.some((word) => text.includes(word));
    })
    .slice(0, PROPERTY_COUNT);
}
