import { Controller, Get, Header, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { type HealthReport, healthSubject, SERVICE_NAMES, type ServiceHealth, type ServiceName } from '@surimarkt/contracts';
import { type Response } from 'express';
import { type Env } from '../config/env';
import { InjectEnv } from '../common/gateway-env';
import { RpcClient } from '../common/rpc-client.service';

/** Probes must never be rate-limited or cached. */
@Controller('health')
@SkipThrottle()
export class HealthController {
  constructor(private readonly rpc: RpcClient, @InjectEnv() private readonly env: Env) {}

  /** Liveness: the process answers. The whole product's state is /api/health. */
  @Get('live')
  @Header('Cache-Control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: this gateway can reach the broker. It does not wait for every service: one service being down
   * must turn only its own routes into 503s, not take every gateway replica out of traffic.
   */
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  async ready(@Res({ passthrough: true }) res: Response): Promise<{ status: 'ok' | 'down' }> {
    const isNatsUp = await this.rpc.isBrokerUp(this.env.HEALTH_TIMEOUT_MS);
    res.status(isNatsUp ? 200 : 503);
    return { status: isNatsUp ? 'ok' : 'down' };
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  async report(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const timeoutMs = this.env.HEALTH_TIMEOUT_MS;
    const [isNatsUp, ...answers] = await Promise.all([
      this.rpc.isBrokerUp(timeoutMs),
      ...SERVICE_NAMES.map((service) => this.probe(service, timeoutMs)),
    ]);
    const services = Object.fromEntries(answers.map((a) => [a.service, a])) as HealthReport['services'];
    const isAllOk = isNatsUp && answers.every((a) => a.status === 'ok');
    res.status(isAllOk ? 200 : 503);
    return { status: isAllOk ? 'ok' : 'degraded', nats: isNatsUp ? 'ok' : 'down', services };
  }

  private async probe(service: ServiceName, timeoutMs: number): Promise<ServiceHealth | { service: ServiceName; status: 'down' }> {
    try {
      return await this.rpc.send<ServiceHealth>(healthSubject(service), {}, { timeoutMs });
    } catch {
      return { service, status: 'down' as const };
    }
  }
}
