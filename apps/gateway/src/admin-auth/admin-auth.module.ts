import { Module } from '@nestjs/common';
import { SessionsModule } from '../auth/sessions.module';
import { AdminGuard } from './admin.guard';
import { SessionOrAdminGuard } from './session-or-admin.guard';

/** The back-office's token check and audit trail, without routes: for every folder with a back-office route. */
@Module({
  imports: [SessionsModule],
  providers: [AdminGuard, SessionOrAdminGuard],
  exports: [AdminGuard, SessionOrAdminGuard],
})
export class AdminAuthModule {}
