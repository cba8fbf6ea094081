import { SITE_NAME } from '../site.constants';
import { type InfoPageContent } from './info-content.types';

export const BUSINESS_CONTENT: InfoPageContent = {
  title: 'Zakelijk adverteren',
  description: `Bereik duizenden kopers in heel Suriname met een zakelijk account op ${SITE_NAME}.`,
  sections: [
    {
      heading: `Waarom zakelijk adverteren op ${SITE_NAME}?`,
      items: [
        'Meer advertenties tegelijk online, die langer zichtbaar blijven.',
        'Uitgelichte advertenties en toplistings bovenaan de resultaten.',
        'Inzicht in hoe vaak je advertenties bekeken worden.',
        'Persoonlijke ondersteuning van ons team in Paramaribo.',
      ],
    },
  ],
};

/** The three packages of the static display (accounts spec 9); prices in whole euros per month. */
export const BUSINESS_PACKAGES = [
  {
    name: 'Basis',
    priceEuro: 10,
    isPopular: false,
    features: ['5 advertenties', '30 dagen geldig', '1 uitgelicht', 'Basis support'],
  },
  {
    name: 'Premium',
    priceEuro: 20,
    isPopular: true,
    features: ['15 advertenties', '45 dagen geldig', '3 uitgelicht', '1 toplisting', 'Prioriteit support', 'Analytics'],
  },
  {
    name: 'Pro',
    priceEuro: 35,
    isPopular: false,
    features: ['50 advertenties', '60 dagen geldig', '10 uitgelicht', '5 toplistings', 'Premium support', 'Uitgebreide analytics'],
  },
] as const;
