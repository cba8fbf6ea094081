import { connect, type NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { startAdsService } from './start-ads-service';

/**
 * One ads-service without demo data, its database, and a connection of the spec's own to the same broker (to stand in
 * for another service, or to hear the events the service publishes). `stop` closes both.
 */
export async function startOnBroker(): Promise<{
  ads: Awaited<ReturnType<typeof startAdsService>>;
  nats: NatsConnection;
  db: DataSource;
  stop: () => Promise<void>;
}> {
  const ads = await startAdsService({ seedDemo: false });
  const nats = await connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
  const stop = async () => {
    await nats.close();
    await ads.stop();
  };
  return { ads, nats, db: ads.app.get(DataSource), stop };
}
