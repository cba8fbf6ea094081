import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { BILLING_SUBJECTS, type LoginResponse, type RegisterBusinessDto } from '@surimarkt/contracts';
import { type ServiceClient } from '@surimarkt/server';
import { AuthService } from '../auth/auth.service';
import { PEERS } from '../peers/peers.module';

/**
 * A business registration (accounts spec 2.13) as one outcome: the pending subscription (billing-service) and the
 * logged-in account. The subscription is made first under the account's new id; if the account then cannot be made
 * (the address is taken, say), the subscription is discarded again, so neither remains.
 */
@Injectable()
export class BusinessRegistrationService {
  private readonly logger = new Logger(BusinessRegistrationService.name);

  constructor(
    private readonly auth: AuthService,
    @Inject(PEERS) private readonly peers: ServiceClient,
  ) {}

  async register(dto: RegisterBusinessDto): Promise<LoginResponse> {
    const id = randomUUID();
    const { packageType, ...account } = dto;
    await this.peers.send(BILLING_SUBJECTS.createSubscription, {
      userId: id,
      packageType,
      companyName: dto.companyName,
      contactName: `${dto.firstName} ${dto.lastName}`,
      email: dto.email,
    });
    try {
      return await this.auth.registerBusiness({ ...account, id });
    } catch (error) {
      await this.peers
        .send(BILLING_SUBJECTS.discardSubscription, { userId: id })
        .catch((undo: unknown) =>
          this.logger.error(`subscription of failed registration ${id} not discarded: ${(undo as Error)?.message ?? undo}`),
        );
      throw error;
    }
  }
}
