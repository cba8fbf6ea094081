import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AccountUser,
  ACCOUNT_SUBJECTS,
  ActingUserDto,
  ChangePasswordRequest,
  ForgotPasswordDto,
  type LoginResponse,
  LoginRequest,
  type MessageResponse,
  RegisterDto,
  type RegisterResponse,
  ResetPasswordDto,
  SessionTokenDto,
  VerifyEmailDto,
} from '@surimarkt/contracts';
import { AuthService } from './auth.service';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @MessagePattern(ACCOUNT_SUBJECTS.register)
  register(@Payload() dto: RegisterDto): Promise<RegisterResponse> {
    return this.auth.register(dto);
  }

  @MessagePattern(ACCOUNT_SUBJECTS.verifyEmail)
  verifyEmail(@Payload() dto: VerifyEmailDto): Promise<LoginResponse> {
    return this.auth.verifyEmail(dto.token);
  }

  @MessagePattern(ACCOUNT_SUBJECTS.resendVerification)
  resendVerification(@Payload() dto: ActingUserDto): Promise<MessageResponse> {
    return this.auth.resendVerification(dto.userId);
  }

  @MessagePattern(ACCOUNT_SUBJECTS.login)
  login(@Payload() dto: LoginRequest): Promise<LoginResponse> {
    return this.auth.login(dto);
  }

  @MessagePattern(ACCOUNT_SUBJECTS.demoLogin)
  demoLogin(): Promise<LoginResponse> {
    return this.auth.demoLogin();
  }

  @MessagePattern(ACCOUNT_SUBJECTS.session)
  async session(@Payload() dto: SessionTokenDto): Promise<{ user: AccountUser | null }> {
    return { user: await this.auth.userOfSession(dto.token) };
  }

  @MessagePattern(ACCOUNT_SUBJECTS.logout)
  logout(@Payload() dto: SessionTokenDto): Promise<MessageResponse> {
    return this.auth.logout(dto.token);
  }

  @MessagePattern(ACCOUNT_SUBJECTS.forgotPassword)
  forgotPassword(@Payload() dto: ForgotPasswordDto): Promise<MessageResponse> {
    return this.auth.forgotPassword(dto);
  }

  @MessagePattern(ACCOUNT_SUBJECTS.resetPassword)
  resetPassword(@Payload() dto: ResetPasswordDto): Promise<MessageResponse> {
    return this.auth.resetPassword(dto);
  }

  @MessagePattern(ACCOUNT_SUBJECTS.changePassword)
  changePassword(@Payload() dto: ChangePasswordRequest): Promise<MessageResponse> {
    return this.auth.changePassword(dto);
  }
}
