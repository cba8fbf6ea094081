export interface ReceivedPush {
  /** The subscription's id in this push service (the endpoint's last part). */
  device: string;
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  receivedAt: number;
}
export interface TestDevice {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
export class LocalPushService {
  readonly received: ReceivedPush[];
  readonly refused: string[];
  /** The public key the last accepted push was signed with (the service's VAPID_PUBLIC_KEY). */
  lastVapidKey?: string;
  origin: string;
  start(): Promise<this>;
  stop(): Promise<void>;
  newDevice(): TestDevice;
  answerNext(device: TestDevice, ...statuses: number[]): void;
  pushesFor(device: TestDevice): ReceivedPush[];
  waitFor(device: TestDevice, count?: number, timeoutMs?: number): Promise<ReceivedPush[]>;
}
