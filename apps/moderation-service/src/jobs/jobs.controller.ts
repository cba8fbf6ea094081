import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type CronStatus, JOB_SUBJECTS, type JobRun, type JobStarter } from '@surimarkt/contracts';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { JobRunner } from './job-runner.service';

class RunJobDto {
  @IsString() @MaxLength(40) job: string;
  @IsIn(['admin', 'scheduler']) startedBy: JobStarter;
}

@Controller()
export class JobsController {
  constructor(private readonly runner: JobRunner) {}

  @MessagePattern(JOB_SUBJECTS.run)
  run(@Payload() dto: RunJobDto): Promise<JobRun> {
    return this.runner.run(dto.job, dto.startedBy);
  }

  @MessagePattern(JOB_SUBJECTS.status)
  status(): Promise<CronStatus> {
    return this.runner.status();
  }
}
