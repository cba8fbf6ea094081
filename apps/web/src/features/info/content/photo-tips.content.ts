import { type InfoPageContent } from './info-content.types';

// Photo tips (accounts spec 2.17): 3-5 photos per product.
export const PHOTO_TIPS_CONTENT: InfoPageContent = {
  title: "Verkoopfoto's maken",
  description: "Met goede foto's verkoop je sneller. Zo maak je met je telefoon foto's die kopers overtuigen.",
  sections: [
    {
      heading: "Maak 3 tot 5 foto's per product",
      paragraphs: [
        'Kopers willen weten wat ze krijgen. Laat het product van voren, van achteren en van de zijkant zien, en maak een close-up van ' +
          'bijzondere details zoals het merk, het typeplaatje of de kilometerstand.',
      ],
    },
    {
      heading: 'Gebruik daglicht',
      items: [
        'Fotografeer overdag bij een raam of buiten in de schaduw; fel middaglicht geeft harde schaduwen.',
        'Gebruik liever geen flitser: die geeft schittering en vlakke kleuren.',
        'Houd je telefoon stil of leun tegen iets aan, zodat de foto scherp is.',
      ],
    },
    {
      heading: 'Kies een rustige, schone achtergrond',
      items: [
        'Zet het product op een effen ondergrond, zoals een witte muur, een tafel of een laken.',
        'Ruim rommel op en zorg dat er geen andere spullen of mensen in beeld zijn.',
        "Maak het product eerst schoon: stof en vlekken vallen op foto's extra op.",
      ],
    },
    {
      heading: 'De hoofdfoto eerst',
      paragraphs: [
        'De eerste foto is de foto die kopers in de zoekresultaten zien. Kies daarvoor een heldere foto van het hele product, recht van ' +
          "voren. De overige foto's laten details zien.",
      ],
    },
    {
      heading: 'Wees eerlijk',
      items: [
        'Fotografeer ook krassen, deuken en andere gebreken. Dat voorkomt teleurstelling en discussie bij de overdracht.',
        "Gebruik alleen je eigen foto's, geen plaatjes van internet of van de fabrikant.",
        'Gebruik geen filters die kleuren veranderen.',
      ],
    },
    {
      heading: "Voor auto's en woningen",
      items: [
        'Auto: voorkant, achterkant, beide zijkanten, het interieur, het dashboard met de kilometerstand en de motorruimte.',
        'Woning: de voorgevel, de woonkamer, de keuken, de slaapkamers, de badkamer en het erf.',
      ],
    },
  ],
};
