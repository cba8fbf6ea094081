// What the demo ads sell, per main category: title variants, subcategory slug, a price range in euros
// (null: "Prijs op aanvraag"), a description and a few bullet points. Realistic Dutch, Surinamese context.
export interface DemoItem {
  titles: string[];
  sub: string;
  eur: [number, number] | null;
  text: string;
  bullets: string[];
}

export const DEMO_CATALOGUE: Record<string, DemoItem[]> = {
  autos: [
    { titles: ['Toyota Corolla 2015', 'Toyota Corolla automaat'], sub: 'personenautos', eur: [7500, 11000], text: 'Zuinige Toyota Corolla, altijd onderhouden bij de dealer. Airco werkt perfect.', bullets: ['Automaat', 'Airco', 'Nieuwe banden'] },
    { titles: ['Nissan Navara pick-up', 'Toyota Hilux 4x4'], sub: 'pick-ups', eur: [14000, 26000], text: 'Sterke pick-up, ideaal voor werk in het binnenland en op de plantage.', bullets: ['4x4', 'Diesel', 'Trekhaak'] },
    { titles: ['Honda scooter 125cc', 'Yamaha motor'], sub: 'motoren-scooters', eur: [900, 3500], text: 'Handige scooter voor in de stad, rijdt zuinig en start altijd.', bullets: ['Helm inbegrepen', 'Papieren in orde'] },
    { titles: ['Hyundai H1 bus', 'Toyota Hiace bus'], sub: 'vrachtwagens-bussen', eur: [9000, 18000], text: 'Bus met 12 zitplaatsen, geschikt voor lijndienst of schoolvervoer.', bullets: ['12 zitplaatsen', 'Airco voor en achter'] },
    { titles: ['Velgen 16 inch met banden', 'Autoaccu 70Ah nieuw'], sub: 'auto-onderdelen', eur: [60, 400], text: 'Onderdelen in goede staat, passen op de meeste Japanse auto\'s.', bullets: ['Direct leverbaar', 'Montage mogelijk'] },
    { titles: ['Aluminium boot met buitenboordmotor', 'Korjaal met 40pk motor'], sub: 'boten', eur: [3000, 9000], text: 'Boot voor de rivier, perfect voor vissen op de Suriname rivier of de Commewijne.', bullets: ['Motor recent onderhouden', 'Inclusief trailer'] },
  ],
  'woningen-koop': [
    { titles: ['Huis te koop in Lelydorp', 'Ruim huis met grote erf'], sub: 'huizen-koop', eur: [65000, 140000], text: 'Ruim huis op eigendomsgrond met drie slaapkamers en een overdekte garage.', bullets: ['3 slaapkamers', '2 badkamers', 'Eigendomsgrond'] },
    { titles: ['Appartement te koop Uitvlugt', 'Modern appartement te koop'], sub: 'appartementen-koop', eur: [55000, 90000], text: 'Modern appartement in een rustige buurt, dicht bij winkels en scholen.', bullets: ['2 slaapkamers', 'Beveiligd terrein'] },
    { titles: ['Bedrijfspand aan de hoofdweg', 'Winkelpand te koop'], sub: 'bedrijfspanden-koop', eur: null, text: 'Pand op een drukke locatie, geschikt voor winkel of kantoor.', bullets: ['Veel parkeerruimte', 'Zichtlocatie'] },
    { titles: ['Vakantiewoning aan de rivier', 'Weekendhuis in Para'], sub: 'vakantiewoningen-koop', eur: [40000, 85000], text: 'Heerlijk weekendhuis met steiger aan de kreek, helemaal tot rust komen.', bullets: ['Eigen steiger', 'Volledig gemeubileerd'] },
  ],
  elektronica: [
    { titles: ['Koelkast Samsung 400 liter', 'Koelkast met vriezer'], sub: 'huishoudelijke-apparaten', eur: [250, 650], text: 'Koelkast in perfecte staat, koelt goed en is zuinig in stroom.', bullets: ['No frost', 'Energiezuinig'] },
    { titles: ['Laptop HP 15 inch', 'Dell laptop i5 16GB'], sub: 'laptops-computers', eur: [300, 800], text: 'Snelle laptop voor school of werk, batterij houdt lang.', bullets: ['SSD 512GB', 'Windows 11', 'Oplader erbij'] },
    { titles: ['Smart TV 55 inch LG', 'Samsung televisie 43 inch'], sub: 'televisies-audio', eur: [280, 700], text: 'Smart tv met Netflix en YouTube, mooi scherp beeld.', bullets: ['4K', 'Afstandsbediening'] },
    { titles: ['PlayStation 5 met 2 controllers', 'Xbox Series S'], sub: 'spelcomputers-games', eur: [300, 550], text: 'Spelcomputer met twee controllers en een paar spellen voor de kinderen.', bullets: ['2 controllers', '3 spellen'] },
    { titles: ['Canon camera met lens', 'Nikon spiegelreflex'], sub: 'cameras', eur: [350, 900], text: 'Camera voor mooie foto\'s van feesten en natuur, weinig gebruikt.', bullets: ['18-55mm lens', 'Tas en geheugenkaart'] },
    { titles: ['Airco 12000 BTU inverter', 'Wasmachine 8 kg'], sub: 'huishoudelijke-apparaten', eur: [280, 600], text: 'Apparaat als nieuw, nog in de doos. Installatie kan geregeld worden.', bullets: ['Garantie', 'Bezorging mogelijk'] },
  ],
  'mobiele-telefoons': [
    { titles: ['iPhone 13 128GB', 'iPhone 12 Pro', 'iPhone 14 zwart'], sub: 'iphone', eur: [380, 850], text: 'iPhone in zeer goede staat, batterij gezondheid boven de 85%.', bullets: ['Face ID werkt', 'Met hoesje en lader'] },
    { titles: ['Samsung Galaxy S22', 'Samsung Galaxy A54'], sub: 'samsung', eur: [200, 600], text: 'Samsung telefoon zonder krassen, altijd met screenprotector gebruikt.', bullets: ['Dual sim', 'Originele doos'] },
    { titles: ['Xiaomi Redmi Note 12', 'Motorola G54'], sub: 'telefoons-overig', eur: [120, 260], text: 'Goede telefoon voor een lage prijs, werkt op Digicel en Telesur.', bullets: ['128GB opslag', 'Snelle lader'] },
    { titles: ['Powerbank 20000mAh', 'Draadloze oordopjes'], sub: 'telefoonaccessoires', eur: [15, 60], text: 'Nieuwe accessoires, handig als de stroom weer eens uitvalt.', bullets: ['Nieuw in verpakking'] },
  ],
  meubels: [
    { titles: ['Hoekbank grijs', 'Driezitsbank met kussens'], sub: 'banken-stoelen', eur: [250, 700], text: 'Comfortabele bank, rookvrij huis, afhalen in overleg.', bullets: ['Stof makkelijk te reinigen', 'Inclusief kussens'] },
    { titles: ['Eettafel met 6 stoelen', 'Tafel van massief hout'], sub: 'tafels', eur: [200, 900], text: 'Stevige tafel van Surinaams hardhout, gemaakt door een lokale meubelmaker.', bullets: ['Bruinhart', 'Zes stoelen'] },
    { titles: ['Tweepersoonsbed met matras', 'Kinderbed met lade'], sub: 'bedden-matrassen', eur: [150, 600], text: 'Bed in goede staat, matras is schoon en stevig.', bullets: ['Matras inbegrepen'] },
    { titles: ['Kledingkast 3 deuren', 'Boekenkast wit'], sub: 'kasten', eur: [90, 350], text: 'Ruime kast met veel opbergruimte, makkelijk te demonteren.', bullets: ['Met spiegel', 'Demontabel'] },
    { titles: ['Bureaustoel ergonomisch', 'Kantoorbureau met lades'], sub: 'kantoormeubels', eur: [60, 250], text: 'Ideaal voor thuiswerken, verstelbaar en stevig.', bullets: ['Verstelbaar'] },
  ],
  sport: [
    { titles: ['Fiets voor dames', 'Mountainbike 26 inch', 'Fiets met versnellingen'], sub: 'fietsen', eur: [80, 450], text: 'Fiets in goede staat, banden en remmen net nagekeken.', bullets: ['Slot erbij', 'Lampjes werken'] },
    { titles: ['Kinderfiets 16 inch', 'Fietsen voor kinderen (2 stuks)'], sub: 'fietsen', eur: [40, 150], text: 'Fietsjes voor kinderen van 4 tot 8 jaar, met zijwieltjes.', bullets: ['Zijwieltjes', 'Bel'] },
    { titles: ['Halterset 50 kg', 'Loopband inklapbaar'], sub: 'fitness', eur: [120, 700], text: 'Thuis trainen zonder abonnement, alles werkt prima.', bullets: ['Compact op te bergen'] },
    { titles: ['Voetbalschoenen maat 42', 'Voetbaldoelen set'], sub: 'voetbal', eur: [25, 120], text: 'Voor de training op het veld of in de buurt.', bullets: ['Weinig gedragen'] },
    { titles: ['Hengelset voor zoetwater', 'Kajak met peddel'], sub: 'vissen-watersport', eur: [60, 500], text: 'Mooie set om te vissen op de Saramacca rivier of het Brokopondo stuwmeer.', bullets: ['Compleet', 'Klaar voor gebruik'] },
  ],
  boeken: [
    { titles: ['Schoolboeken MULO 2', 'Boekenpakket VWO 4'], sub: 'schoolboeken', eur: [20, 90], text: 'Complete set schoolboeken voor het nieuwe schooljaar, netjes gebruikt.', bullets: ['Geen aantekeningen', 'Compleet pakket'] },
    { titles: ['Romans van Cynthia McLeod', 'Boekenpakket Surinaamse literatuur'], sub: 'romans', eur: [10, 45], text: 'Prachtige verhalen over de geschiedenis van Suriname.', bullets: ['Paperback'] },
    { titles: ['Kinderboeken Anansi verhalen', 'Voorleesboeken voor kinderen'], sub: 'kinderboeken', eur: [5, 30], text: 'Leuke boeken om voor te lezen, met veel plaatjes voor kleine kinderen.', bullets: ['Harde kaft'] },
    { titles: ['Studieboeken rechten AdeKUS', 'Medische studieboeken'], sub: 'studieboeken', eur: [30, 150], text: 'Studieboeken voor de universiteit, recente edities.', bullets: ['Recente druk'] },
  ],
  kapitaal: [
    { titles: ['Goedlopende snackbar ter overname', 'Minimarkt ter overname'], sub: 'bedrijven-overname', eur: null, text: 'Bestaand bedrijf met vaste klantenkring en personeel. Serieuze gegadigden graag bellen.', bullets: ['Inventaris inbegrepen', 'Vaste klanten'] },
    { titles: ['Investeerder gezocht voor agrarisch project', 'Investering in toeristisch resort'], sub: 'investeringen', eur: [25000, 250000], text: 'Wij zoeken een investeerder voor uitbreiding. Businessplan beschikbaar.', bullets: ['Businessplan', 'Rendement bespreekbaar'] },
    { titles: ['Zakenpartner gezocht voor import', 'Partner gezocht voor logistiek bedrijf'], sub: 'zakelijke-partners', eur: null, text: 'Groeiend bedrijf zoekt een partner met ervaring en netwerk.', bullets: ['Ervaring gewenst'] },
    { titles: ['Franchise koffiebar', 'Franchise ijssalon'], sub: 'franchise', eur: [15000, 60000], text: 'Start je eigen zaak met een bewezen concept en ondersteuning.', bullets: ['Training inbegrepen'] },
  ],
  toerisme: [
    { titles: ['Meerdaagse reis naar het binnenland', 'Tocht naar de Raleighvallen'], sub: 'binnenlandreizen', eur: [250, 900], text: 'Onvergetelijke trip met korjaal, overnachting in hangmat en ervaren gids.', bullets: ['Vervoer', 'Maaltijden', 'Gids'] },
    { titles: ['Guesthouse in Paramaribo centrum', 'Lodge aan de rivier'], sub: 'accommodaties', eur: [35, 120], text: 'Sfeervolle accommodatie, prijs per nacht inclusief ontbijt.', bullets: ['Ontbijt', 'Wifi'] },
    { titles: ['Dagtocht dolfijnen spotten', 'Plantagetocht Commewijne'], sub: 'dagtochten', eur: [40, 90], text: 'Gezellige dagtocht langs de plantages en de dolfijnen bij de monding.', bullets: ['Lunch inbegrepen'] },
    { titles: ['Auto huren per dag', 'Huurauto met chauffeur'], sub: 'autoverhuur', eur: [35, 80], text: 'Betrouwbare huurauto\'s, ophalen op Zanderij mogelijk.', bullets: ['Verzekerd', 'Airco'] },
  ],
  percelen: [
    { titles: ['Bouwperceel 500 m2 in Wanica', 'Perceel met vergunning'], sub: 'bouwpercelen', eur: [12000, 35000], text: 'Perceel op eigendomsgrond, bouwrijp en met stroom en water in de straat.', bullets: ['Eigendom', 'Stroom en water'] },
    { titles: ['Landbouwgrond 5 hectare', 'Grond voor tuinbouw'], sub: 'landbouwgrond', eur: [20000, 80000], text: 'Vruchtbare grond, geschikt voor groente en fruit.', bullets: ['Bereikbaar per auto'] },
    { titles: ['Bedrijfsterrein aan de weg', 'Industrieterrein te koop'], sub: 'bedrijfsterreinen', eur: null, text: 'Groot terrein voor opslag of bedrijfshallen.', bullets: ['Omheind'] },
  ],
  woningen: [
    { titles: ['Huis te huur in Paramaribo Noord', 'Gemeubileerd huis te huur'], sub: 'huizen-huur', eur: [450, 1200], text: 'Net huis met airco in elke kamer, huurprijs per maand.', bullets: ['3 slaapkamers', 'Airco', 'Carport'] },
    { titles: ['Appartement te huur Zorg en Hoop', 'Studio te huur'], sub: 'appartementen-huur', eur: [300, 700], text: 'Schoon appartement, water en stroom apart.', bullets: ['Beveiligd', 'Wasmachine'] },
    { titles: ['Kamer te huur voor student', 'Kamer met eigen badkamer'], sub: 'kamers-huur', eur: [120, 250], text: 'Rustige kamer, dicht bij de universiteit.', bullets: ['Wifi', 'Eigen ingang'] },
    { titles: ['Kantoorruimte te huur', 'Winkelruimte te huur'], sub: 'bedrijfsruimte-huur', eur: [500, 1500], text: 'Representatieve ruimte op een goede locatie.', bullets: ['Parkeren voor de deur'] },
  ],
  'kleding-dames': [
    { titles: ['Zomerjurk maat M', 'Feestjurk rood'], sub: 'jurken', eur: [15, 70], text: 'Mooie jurk, één keer gedragen op een verjaardag.', bullets: ['Maat M'] },
    { titles: ['Blouses set van 3', 'Katoenen tops'], sub: 'tops-blouses', eur: [10, 40], text: 'Luchtige tops, ideaal voor het warme weer.', bullets: ['Katoen'] },
    { titles: ['Jeans dames maat 38', 'Rok midi lengte'], sub: 'broeken-rokken', eur: [12, 45], text: 'Goed passend en zo goed als nieuw.', bullets: ['Maat 38'] },
    { titles: ['Sandalen maat 39', 'Hakken zwart maat 40'], sub: 'damesschoenen', eur: [15, 60], text: 'Comfortabele schoenen, weinig gedragen.', bullets: ['Weinig gedragen'] },
  ],
  'kleding-heren': [
    { titles: ['Overhemden maat L', 'T-shirts heren 5 stuks'], sub: 'overhemden-tshirts', eur: [10, 50], text: 'Nette overhemden voor kantoor of kerk.', bullets: ['Maat L'] },
    { titles: ['Jeans heren maat 32', 'Chino broek beige'], sub: 'herenbroeken', eur: [15, 45], text: 'Stevige broek, goed voor werk en vrije tijd.', bullets: ['Maat 32'] },
    { titles: ['Sneakers maat 43', 'Nette schoenen bruin'], sub: 'herenschoenen', eur: [25, 90], text: 'Schoenen in goede staat, origineel merk.', bullets: ['Maat 43'] },
    { titles: ['Pak donkerblauw', 'Trouwpak compleet'], sub: 'pakken', eur: [80, 250], text: 'Net pak, één keer gedragen op een bruiloft.', bullets: ['Inclusief stropdas'] },
  ],
  accessoires: [
    { titles: ['Leren handtas', 'Rugzak voor school'], sub: 'tassen', eur: [15, 120], text: 'Mooie tas met veel vakken.', bullets: ['Echt leer'] },
    { titles: ['Horloge Casio', 'Smartwatch'], sub: 'horloges', eur: [30, 250], text: 'Horloge in perfecte staat, batterij net vervangen.', bullets: ['Waterdicht'] },
    { titles: ['Gouden ketting 14 karaat', 'Zilveren armband'], sub: 'sieraden', eur: [80, 900], text: 'Sieraad gemaakt door een goudsmid in Paramaribo.', bullets: ['Met certificaat'] },
    { titles: ['Zonnebril Ray-Ban', 'Zonnebril gepolariseerd'], sub: 'zonnebrillen', eur: [20, 120], text: 'Beschermt goed tegen de felle zon.', bullets: ['UV400'] },
  ],
  'huis-tuin': [
    { titles: ['Palmen en sierplanten', 'Fruitbomen in pot'], sub: 'tuin-planten', eur: [5, 60], text: 'Gezonde planten uit eigen kwekerij, ook mango en citrus.', bullets: ['Bezorgen mogelijk'] },
    { titles: ['Servies set 24 delig', 'Pannenset roestvrij staal'], sub: 'keuken-servies', eur: [25, 120], text: 'Compleet en zonder beschadigingen.', bullets: ['Vaatwasserbestendig'] },
    { titles: ['Schilderij Surinaams landschap', 'Wandspiegel groot'], sub: 'decoratie', eur: [30, 200], text: 'Mooi stuk voor in de woonkamer.', bullets: ['Met lijst'] },
    { titles: ['Solar lampen voor de tuin', 'Plafondlamp LED'], sub: 'verlichting', eur: [10, 80], text: 'Handig bij stroomuitval, laadt overdag op.', bullets: ['Op zonne-energie'] },
    { titles: ['Café tafel met stoelen', 'Terrasset voor café of tuin'], sub: 'tuin-planten', eur: [150, 450], text: 'Stevige set, gebruikt in een café aan de Waterkant.', bullets: ['4 stoelen', 'Weerbestendig'] },
  ],
  kulturu: [
    { titles: ['Kotomisi compleet', 'Angisa en kotomisi set'], sub: 'kotomisi-klederdracht', eur: [80, 300], text: 'Traditionele kotomisi, handgemaakt, perfect voor Keti Koti.', bullets: ['Handgemaakt', 'Inclusief angisa'] },
    { titles: ['Houtsnijwerk Marron kunst', 'Schilderij van lokale kunstenaar'], sub: 'kunst-houtsnijwerk', eur: [60, 500], text: 'Uniek kunstwerk uit het binnenland, met de hand gesneden.', bullets: ['Uniek stuk'] },
    { titles: ['Apinti drum', 'Skratjie en kawina instrumenten'], sub: 'muziek-instrumenten', eur: [90, 400], text: 'Echte drum voor kawina of winti muziek.', bullets: ['Natuurlijke huid'] },
    { titles: ['Decoratie voor Owru Yari', 'Pagara en feestspullen'], sub: 'feesten-festiviteiten', eur: [10, 80], text: 'Alles voor een mooi feest met familie en vrienden.', bullets: ['Direct ophalen'] },
  ],
  gereedschap: [
    { titles: ['Boormachine Makita', 'Slijptol Bosch'], sub: 'elektrisch-gereedschap', eur: [40, 180], text: 'Professioneel gereedschap, werkt perfect.', bullets: ['Met koffer'] },
    { titles: ['Gereedschapskist compleet', 'Steeksleutelset'], sub: 'handgereedschap', eur: [20, 90], text: 'Alles wat je nodig hebt voor klussen in huis.', bullets: ['Compleet'] },
    { titles: ['Grasmaaier benzine', 'Bosmaaier'], sub: 'tuingereedschap', eur: [90, 350], text: 'Krachtige maaier voor grote erven.', bullets: ['Net onderhouden'] },
    { titles: ['Zinkplaten', 'Cement en blokken'], sub: 'bouwmaterialen', eur: [50, 600], text: 'Bouwmateriaal over van eigen project.', bullets: ['Afhalen'] },
  ],
  diensten: [
    { titles: ['Airco reparatie en onderhoud', 'Loodgieter snel ter plaatse'], sub: 'reparatie-onderhoud', eur: null, text: 'Ervaren monteur, snel en netjes. Bel voor een afspraak.', bullets: ['Heel Paramaribo en Wanica', 'Ook in het weekend'] },
    { titles: ['Bijles wiskunde en Nederlands', 'Computercursus voor beginners'], sub: 'bijles-cursussen', eur: [10, 25], text: 'Ervaren leerkracht geeft bijles aan huis, prijs per uur.', bullets: ['Alle niveaus'] },
    { titles: ['Schoonmaakhulp', 'Schoonmaak na verbouwing'], sub: 'schoonmaak', eur: null, text: 'Betrouwbare schoonmaakhulp voor huis of kantoor.', bullets: ['Referenties beschikbaar'] },
    { titles: ['Verhuizing en transport', 'Vrachtje rijden'], sub: 'transport-verhuizing', eur: [40, 200], text: 'Wij verhuizen je spullen veilig, ook naar de districten.', bullets: ['Met sjouwers'] },
    { titles: ['Catering voor verjaardagen', 'Surinaamse catering bami en moksi alesi'], sub: 'catering', eur: null, text: 'Heerlijk eten voor je feest, van pom tot roti.', bullets: ['Vanaf 20 personen'] },
  ],
  dieren: [
    { titles: ['Puppy\'s te koop', 'Jonge herdershond'], sub: 'honden', eur: [100, 450], text: 'Gezonde pups, ontwormd en ingeënt.', bullets: ['Ingeënt', 'Ontwormd'] },
    { titles: ['Kittens gratis af te halen', 'Katten zoeken nieuw huis'], sub: 'katten', eur: null, text: 'Lieve kittens, zindelijk en speels.', bullets: ['Zindelijk'] },
    { titles: ['Twatwa zangvogel', 'Papegaai met kooi'], sub: 'vogels', eur: [80, 600], text: 'Mooie vogel met een sterke stem.', bullets: ['Inclusief kooi'] },
    { titles: ['Aquarium 120 liter', 'Tropische vissen'], sub: 'vissen-aquaria', eur: [20, 250], text: 'Compleet aquarium met filter en verlichting.', bullets: ['Filter', 'Verlichting'] },
    { titles: ['Hondenhok groot', 'Kattenvoer en krabpaal'], sub: 'dierbenodigdheden', eur: [15, 120], text: 'Alles voor je huisdier.', bullets: ['Goede staat'] },
  ],
};

/** Bargains of Bunkopu Seri: always within the caps (10 EUR / 400 SRD). */
export const BUNKOPU_ITEMS: Array<{ title: string; sub: string; text: string }> = [
  { title: 'Glazen set van 6', sub: 'koopjes-huis', text: 'Nette glazen, niet meer nodig.' },
  { title: 'Kussenslopen', sub: 'koopjes-huis', text: 'Katoenen kussenslopen, gewassen.' },
  { title: 'Plastic bakjes', sub: 'koopjes-huis', text: 'Handige bakjes voor in de keuken.' },
  { title: 'Kinderkleding maat 104', sub: 'koopjes-kleding', text: 'Tas vol kinderkleding voor kinderen van 3 tot 4 jaar.' },
  { title: 'Slippers maat 40', sub: 'koopjes-kleding', text: 'Nieuwe slippers, verkeerde maat gekocht.' },
  { title: 'Pet en sjaal', sub: 'koopjes-kleding', text: 'Leuke combinatie, weinig gebruikt.' },
  { title: 'USB kabels', sub: 'koopjes-elektronica', text: 'Oplaadkabels voor Android en iPhone.' },
  { title: 'Oude Nokia telefoon', sub: 'koopjes-elektronica', text: 'Werkt nog, handig als reservetelefoon.' },
  { title: 'Batterijen AA', sub: 'koopjes-elektronica', text: 'Pak van 8 batterijen.' },
  { title: 'Speelgoed voor kinderen', sub: 'koopjes-huis', text: 'Doos met speelgoed, alles compleet.' },
];
