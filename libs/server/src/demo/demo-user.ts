// The demo account of the seeded data. accounts-service creates it; ads-service owns its demo ads by this id.
// Outside production only (NODE_ENV=production turns off demo data and demo logins).
export const DEMO_USER = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'demo@surimarkt.sr',
  password: 'Demo1234!',
  firstName: 'Demo',
  lastName: 'Gebruiker',
  phone: '+597 8123456',
  location: 'Paramaribo',
} as const;
