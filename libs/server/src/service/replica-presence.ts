import { randomUUID } from 'node:crypto';
import { natsSubject, type ServiceName } from '@surimarkt/contracts';
import { type NatsConnection } from 'nats';

/** Where each replica says it is alive, with the subjects it answers (the gateway learns who serves what). */
export const REPLICA_HEARTBEAT_SUBJECT = () => natsSubject('replicas.heartbeat');
/** A replica's own subject: a request there finds no responder the moment its connection is gone (killed). */
export const replicaPingSubject = (id: string) => natsSubject(`replicas.${id}.ping`);
export const REPLICA_HEARTBEAT_MS = 2000;

export interface ReplicaHeartbeat {
  id: string;
  service: ServiceName;
  subjects: string[];
}

/**
 * Lets the gateway notice at once when this replica dies (SIGKILL, a lost node) instead of waiting out the NATS
 * timeout of every request it held: a heartbeat names the replica and its subjects, and a ping subject answers while
 * the process lives. Answers a stop function.
 */
export function announceReplica(connection: NatsConnection, service: ServiceName, subjects: string[]): () => void {
  const beat: ReplicaHeartbeat = { id: randomUUID(), service, subjects };
  const ping = connection.subscribe(replicaPingSubject(beat.id), { callback: (_error, msg) => msg.respond() });
  const publish = () => {
    if (!connection.isClosed()) connection.publish(REPLICA_HEARTBEAT_SUBJECT(), JSON.stringify(beat));
  };
  publish();
  const timer = setInterval(publish, REPLICA_HEARTBEAT_MS).unref();
  return () => {
    clearInterval(timer);
    ping.unsubscribe();
  };
}
