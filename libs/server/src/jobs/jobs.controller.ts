import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { jobSubjects, type JobRun, type JobStarter, type ServiceJobRuns, type ServiceName } from '@surimarkt/contracts';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { type ServiceJobs } from './service-jobs';

class RunJobDto {
  @IsString() @MaxLength(40) job: string;
  @IsIn(['admin', 'scheduler']) startedBy: JobStarter;
}

/** `<service>.jobs.list` and `.run`, answered by the service's ServiceJobs (provided under `jobs`). */
export function createJobsController(service: ServiceName, jobs: Type<ServiceJobs>): Type<unknown> {
  const subjects = jobSubjects(service);

  @Controller()
  class JobsController {
    constructor(@Inject(jobs) readonly runner: ServiceJobs) {}

    @MessagePattern(subjects.run)
    run(@Payload() dto: RunJobDto): Promise<JobRun> {
      return this.runner.run(dto.job, dto.startedBy);
    }

    @MessagePattern(subjects.list)
    list(): Promise<ServiceJobRuns> {
      return this.runner.list();
    }
  }
  return JobsController;
}
