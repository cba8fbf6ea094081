import { type MigrationInterface, type QueryRunner } from 'typeorm';

// The category tree is reference data, so production gets it from here too. Main categories in display order.
const TREE: Array<[name: string, slug: string, icon: string, subs: Array<[string, string, string]>]> = [
  [
    'Autos',
    'autos',
    '🚗',
    [
      ["Personenauto's", 'personenautos', '🚙'],
      ['Pick-ups & terreinwagens', 'pick-ups', '🛻'],
      ['Motoren & scooters', 'motoren-scooters', '🏍️'],
      ['Vrachtwagens & bussen', 'vrachtwagens-bussen', '🚚'],
      ['Onderdelen & accessoires', 'auto-onderdelen', '🔧'],
      ['Boten', 'boten', '🚤'],
    ],
  ],
  [
    'Woningen te koop',
    'woningen-koop',
    '🏠',
    [
      ['Huizen te koop', 'huizen-koop', '🏡'],
      ['Appartementen te koop', 'appartementen-koop', '🏢'],
      ['Bedrijfspanden te koop', 'bedrijfspanden-koop', '🏬'],
      ['Vakantiewoningen te koop', 'vakantiewoningen-koop', '🏖️'],
    ],
  ],
  [
    'Elektronica',
    'elektronica',
    '💻',
    [
      ['Laptops & computers', 'laptops-computers', '💻'],
      ['Televisies & audio', 'televisies-audio', '📺'],
      ['Huishoudelijke apparaten', 'huishoudelijke-apparaten', '🧊'],
      ['Spelcomputers & games', 'spelcomputers-games', '🎮'],
      ["Camera's", 'cameras', '📷'],
    ],
  ],
  [
    'Mobiele telefoons',
    'mobiele-telefoons',
    '📱',
    [
      ['iPhone', 'iphone', '📱'],
      ['Samsung', 'samsung', '📲'],
      ['Overige merken', 'telefoons-overig', '☎️'],
      ['Telefoonaccessoires', 'telefoonaccessoires', '🔌'],
    ],
  ],
  [
    'Meubels',
    'meubels',
    '🛋️',
    [
      ['Banken & stoelen', 'banken-stoelen', '🛋️'],
      ['Tafels', 'tafels', '🪑'],
      ['Bedden & matrassen', 'bedden-matrassen', '🛏️'],
      ['Kasten', 'kasten', '🗄️'],
      ['Kantoormeubels', 'kantoormeubels', '💺'],
    ],
  ],
  [
    'Sport',
    'sport',
    '⚽',
    [
      ['Fietsen', 'fietsen', '🚲'],
      ['Fitness', 'fitness', '🏋️'],
      ['Voetbal', 'voetbal', '⚽'],
      ['Vissen & watersport', 'vissen-watersport', '🎣'],
    ],
  ],
  [
    'Boeken',
    'boeken',
    '📚',
    [
      ['Schoolboeken', 'schoolboeken', '📘'],
      ['Romans', 'romans', '📖'],
      ['Kinderboeken', 'kinderboeken', '🧸'],
      ['Studieboeken', 'studieboeken', '🎓'],
    ],
  ],
  [
    'Kapitaal',
    'kapitaal',
    '💼',
    [
      ['Bedrijven ter overname', 'bedrijven-overname', '🏭'],
      ['Investeringen', 'investeringen', '📈'],
      ['Zakelijke partners', 'zakelijke-partners', '🤝'],
      ['Franchise', 'franchise', '🏪'],
    ],
  ],
  [
    'Toerisme',
    'toerisme',
    '🌴',
    [
      ['Binnenlandreizen', 'binnenlandreizen', '🛶'],
      ['Accommodaties', 'accommodaties', '🏨'],
      ['Dagtochten', 'dagtochten', '🗺️'],
      ['Autoverhuur', 'autoverhuur', '🚘'],
    ],
  ],
  [
    'Percelen',
    'percelen',
    '🌳',
    [
      ['Bouwpercelen', 'bouwpercelen', '📐'],
      ['Landbouwgrond', 'landbouwgrond', '🌾'],
      ['Bedrijfsterreinen', 'bedrijfsterreinen', '🏗️'],
    ],
  ],
  [
    'Woningen te huur',
    'woningen',
    '🏘️',
    [
      ['Huizen te huur', 'huizen-huur', '🏡'],
      ['Appartementen te huur', 'appartementen-huur', '🏢'],
      ['Kamers te huur', 'kamers-huur', '🛏️'],
      ['Bedrijfsruimte te huur', 'bedrijfsruimte-huur', '🏬'],
    ],
  ],
  [
    'Kleding dames',
    'kleding-dames',
    '👗',
    [
      ['Jurken', 'jurken', '👗'],
      ['Tops & blouses', 'tops-blouses', '👚'],
      ['Broeken & rokken', 'broeken-rokken', '👖'],
      ['Damesschoenen', 'damesschoenen', '👠'],
    ],
  ],
  [
    'Kleding heren',
    'kleding-heren',
    '👔',
    [
      ['Overhemden & T-shirts', 'overhemden-tshirts', '👕'],
      ['Herenbroeken', 'herenbroeken', '👖'],
      ['Herenschoenen', 'herenschoenen', '👞'],
      ['Pakken', 'pakken', '🤵'],
    ],
  ],
  [
    'Accessoires',
    'accessoires',
    '👜',
    [
      ['Tassen', 'tassen', '👜'],
      ['Horloges', 'horloges', '⌚'],
      ['Sieraden', 'sieraden', '💍'],
      ['Zonnebrillen', 'zonnebrillen', '🕶️'],
    ],
  ],
  [
    'Huis & Tuin',
    'huis-tuin',
    '🏡',
    [
      ['Tuin & planten', 'tuin-planten', '🪴'],
      ['Keuken & servies', 'keuken-servies', '🍽️'],
      ['Decoratie', 'decoratie', '🖼️'],
      ['Verlichting', 'verlichting', '💡'],
    ],
  ],
  [
    'Kulturu',
    'kulturu',
    '🎭',
    [
      ['Kotomisi & klederdracht', 'kotomisi-klederdracht', '👘'],
      ['Kunst & houtsnijwerk', 'kunst-houtsnijwerk', '🎨'],
      ['Muziek & instrumenten', 'muziek-instrumenten', '🥁'],
      ['Feesten & festiviteiten', 'feesten-festiviteiten', '🎉'],
    ],
  ],
  [
    'Gereedschap',
    'gereedschap',
    '🛠️',
    [
      ['Elektrisch gereedschap', 'elektrisch-gereedschap', '🔌'],
      ['Handgereedschap', 'handgereedschap', '🔨'],
      ['Tuingereedschap', 'tuingereedschap', '🌱'],
      ['Bouwmaterialen', 'bouwmaterialen', '🧱'],
    ],
  ],
  [
    'Diensten',
    'diensten',
    '🧰',
    [
      ['Reparatie & onderhoud', 'reparatie-onderhoud', '🔧'],
      ['Bijles & cursussen', 'bijles-cursussen', '✏️'],
      ['Schoonmaak', 'schoonmaak', '🧽'],
      ['Transport & verhuizing', 'transport-verhuizing', '🚛'],
      ['Catering', 'catering', '🍲'],
    ],
  ],
  [
    'Dieren',
    'dieren',
    '🐾',
    [
      ['Honden', 'honden', '🐕'],
      ['Katten', 'katten', '🐈'],
      ['Vogels', 'vogels', '🦜'],
      ['Vissen & aquaria', 'vissen-aquaria', '🐠'],
      ['Dierbenodigdheden', 'dierbenodigdheden', '🦴'],
    ],
  ],
  [
    'Bunkopu Seri',
    'bunkopu-seri',
    '🏷️',
    [
      ['Koopjes huis', 'koopjes-huis', '🏠'],
      ['Koopjes kleding', 'koopjes-kleding', '👕'],
      ['Koopjes elektronica', 'koopjes-elektronica', '🔋'],
    ],
  ],
];

export class CreateCategories1763741000000 implements MigrationInterface {
  name = 'CreateCategories1763741000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "ads"."categories" (
        "id" serial PRIMARY KEY,
        "name" varchar(80) NOT NULL,
        "slug" varchar(80) NOT NULL UNIQUE,
        "parent_id" integer REFERENCES "ads"."categories" ("id") ON DELETE RESTRICT,
        "icon" varchar(16) NOT NULL,
        "is_bunkopu" boolean NOT NULL DEFAULT false,
        "sort_order" integer NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "categories_parent_id_idx" ON "ads"."categories" ("parent_id", "sort_order")`);
    for (const [order, [name, slug, icon]] of TREE.entries()) {
      await queryRunner.query(
        `INSERT INTO "ads"."categories" ("name", "slug", "parent_id", "icon", "is_bunkopu", "sort_order") VALUES ($1, $2, NULL, $3, $4, $5)`,
        [name, slug, icon, slug === 'bunkopu-seri', order + 1],
      );
    }
    for (const [, parentSlug, , subs] of TREE) {
      for (const [order, [name, slug, icon]] of subs.entries()) {
        await queryRunner.query(
          `INSERT INTO "ads"."categories" ("name", "slug", "parent_id", "icon", "is_bunkopu", "sort_order")
           SELECT $1, $2, "id", $3, "is_bunkopu", $4 FROM "ads"."categories" WHERE "slug" = $5`,
          [name, slug, icon, order + 1, parentSlug],
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ads"."categories"`);
  }
}
