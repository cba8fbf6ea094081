import { type INestMicroservice, Logger } from '@nestjs/common';
import { UsersService } from './users.service';

/** afterMigrate hook: the demo account, outside production only (SEED_DEMO). */
export async function seedDemoUser(app: INestMicroservice): Promise<void> {
  if (await app.get(UsersService).ensureDemoUser()) new Logger('UsersService').log('demo user created');
}
