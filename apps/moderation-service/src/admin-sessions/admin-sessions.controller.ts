import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminLoginRequest, type AdminLoginResponse, AdminTokenDto, MODERATION_SUBJECTS } from '@surimarkt/contracts';
import { InjectEnv } from '@surimarkt/server';
import { type Env } from '../config/env';
import { AdminSessionsService } from './admin-sessions.service';

@Controller()
export class AdminSessionsController {
  constructor(
    private readonly sessions: AdminSessionsService,
    @InjectEnv() private readonly env: Env,
  ) {}

  @MessagePattern(MODERATION_SUBJECTS.adminLogin)
  login(@Payload() dto: AdminLoginRequest): Promise<AdminLoginResponse> {
    return this.sessions.login(dto.password, dto.ip);
  }

  @MessagePattern(MODERATION_SUBJECTS.adminSession)
  async session(@Payload() dto: AdminTokenDto): Promise<{ live: boolean }> {
    return { live: await this.sessions.isLive(dto.token) };
  }

  /** The default password, shown on the login screen outside production only while no other password is set. */
  @MessagePattern(MODERATION_SUBJECTS.adminLoginHint)
  loginHint(): { defaultPassword: string | null } {
    return { defaultPassword: this.env.ADMIN_LOGIN_HINT };
  }

  @MessagePattern(MODERATION_SUBJECTS.adminLogout)
  async logout(@Payload() dto: AdminTokenDto): Promise<{ success: true }> {
    await this.sessions.logout(dto.token);
    return { success: true };
  }
}
