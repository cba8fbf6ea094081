import { Controller, Get, Header, Headers, Res } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { SkipThrottle } from '@nestjs/throttler';
import {
  COMMON_MESSAGES,
  type HealthDetails,
  type HealthReport,
  healthSubject,
  SERVICE_NAMES,
  type ServiceHealth,
  type ServiceName,
} from '@surimarkt/contracts';
import { type Response } from 'express';
import { type Env } from '../config/env';
import { InjectEnv } from '@surimarkt/server';
import { httpError } from '../common/http-error';
import { RpcClient } from '../common/rpc-client.service';

/** Kubernetes' probes (live, ready) are never rate-limited; the product report is, like any other route. */
@Controller('health')
export class HealthController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectEnv() private readonly env: Env,
  ) {}

  /** Liveness: the process answers. The whole product's state is /api/health. */
  @Get('live')
  @SkipThrottle()
  @Header('Cache-Control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: this gateway can reach the broker. It does not wait for every service: one service being down
   * must turn only its own routes into 503s, not take every gateway replica out of traffic.
   */
  @Get('ready')
  @SkipThrottle()
  @Header('Cache-Control', 'no-store')
  async ready(@Res({ passthrough: true }) res: Response): Promise<{ status: 'ok' | 'down' }> {
    const isNatsUp = await this.rpc.isBrokerUp(this.env.HEALTH_TIMEOUT_MS);
    res.status(isNatsUp ? 200 : 503);
    return { status: isNatsUp ? 'ok' : 'down' };
  }

  /** Whether each service is up: what a visitor or a monitor needs, and no more. */
  @Get()
  @Header('Cache-Control', 'no-store')
  async report(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const details = await this.collect();
    res.status(details.status === 'ok' ? 200 : 503);
    const services = Object.fromEntries(Object.entries(details.services).map(([name, h]) => [name, h.status === 'ok' ? 'up' : 'down']));
    return { status: details.status, nats: details.nats, services: services as HealthReport['services'] };
  }

  /** Migrations, uptime and database state per service, for the operator only (the scheduler's CRON_SECRET). */
  @Get('details')
  @Header('Cache-Control', 'no-store')
  async details(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<HealthDetails> {
    const secret = this.env.CRON_SECRET;
    const given = Buffer.from(authorization?.replace(/^Bearer /, '') ?? '');
    if (!secret || given.length !== Buffer.byteLength(secret) || !timingSafeEqual(given, Buffer.from(secret)))
      throw httpError(404, COMMON_MESSAGES.notFound);
    const details = await this.collect();
    res.status(details.status === 'ok' ? 200 : 503);
    return details;
  }

  private async collect(): Promise<HealthDetails> {
    const timeoutMs = this.env.HEALTH_TIMEOUT_MS;
    const [isNatsUp, ...answers] = await Promise.all([
      this.rpc.isBrokerUp(timeoutMs),
      ...SERVICE_NAMES.map((service) => this.probe(service, timeoutMs)),
    ]);
    const services = Object.fromEntries(answers.map((a) => [a.service, a])) as HealthDetails['services'];
    const isAllOk = isNatsUp && answers.every((a) => a.status === 'ok');
    return { status: isAllOk ? 'ok' : 'degraded', nats: isNatsUp ? 'up' : 'down', services };
  }

  private async probe(service: ServiceName, timeoutMs: number): Promise<ServiceHealth | { service: ServiceName; status: 'down' }> {
    try {
      return await this.rpc.send<ServiceHealth>(healthSubject(service), {}, { timeoutMs });
    } catch {
      return { service, status: 'down' as const };
    }
  }
}
