import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BACKUP_SUBJECTS, type BackupInfo } from '@surimarkt/contracts';
import { ModerationJobs } from './moderation-jobs';

@Controller()
export class BackupsController {
  constructor(private readonly jobs: ModerationJobs) {}

  @MessagePattern(BACKUP_SUBJECTS.list)
  list(): Promise<BackupInfo> {
    return this.jobs.backupInfo();
  }
}
