import { Module } from '@nestjs/common';
import { ReviewModule } from '../review/review.module';
import { JobRunner } from './job-runner.service';
import { JobsController } from './jobs.controller';

@Module({ imports: [ReviewModule], controllers: [JobsController], providers: [JobRunner] })
export class JobsModule {}
