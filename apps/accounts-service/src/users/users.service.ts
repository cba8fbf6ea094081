import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEMO_USER } from '@surimarkt/server';
import { Repository } from 'typeorm';
import { hashPassword } from './password-hasher';
import { UserEntity } from './user.entity';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /**
   * Creates the demo account (fixed id, so the ads-service's demo ads belong to it) unless it exists.
   * ON CONFLICT makes replicas starting together safe; an existing demo user is never overwritten.
   */
  async ensureDemoUser(): Promise<boolean> {
    if (await this.users.exists({ where: { id: DEMO_USER.id } })) return false;
    const result = await this.users
      .createQueryBuilder()
      .insert()
      .values({
        id: DEMO_USER.id,
        firstName: DEMO_USER.firstName,
        lastName: DEMO_USER.lastName,
        email: DEMO_USER.email,
        phone: DEMO_USER.phone,
        location: DEMO_USER.location,
        passwordHash: await hashPassword(DEMO_USER.password),
        isEmailVerified: true,
      })
      .orIgnore()
      .execute();
    return (result.raw as unknown[]).length > 0;
  }
}
