import { All, Controller, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { type AccountUser, type FinishedPhotoUpload } from '@surimarkt/contracts';
import { type Request, type Response } from 'express';
import { CurrentUser } from '../auth/current-user.decorator';
import { SessionGuard, type SessionRequest } from '../auth/session.guard';
import { ResumableUploads } from './resumable-uploads';

/**
 * /api/photo-uploads: the tus protocol (POST to start, HEAD to ask the offset, PATCH to send from it, OPTIONS), handed
 * to the tus server after the session is checked; POST /api/photo-uploads/{id}/photo turns a complete upload into a
 * stored photo. Only the person who started an upload can continue or finish it.
 */
@Controller('photo-uploads')
@UseGuards(SessionGuard)
export class ResumableUploadsController {
  constructor(private readonly uploads: ResumableUploads) {}

  @Post(':id/photo')
  @HttpCode(201)
  finish(@Param('id') id: string, @CurrentUser() user: AccountUser): Promise<FinishedPhotoUpload> {
    return this.uploads.finish(id, user.id);
  }

  @All()
  async start(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.uploads.server.handle(req, res);
  }

  @All(':id')
  async resume(@Param('id') id: string, @Req() req: SessionRequest, @Res() res: Response): Promise<void> {
    await this.uploads.ownUpload(id, req.user!.id);
    await this.uploads.server.handle(req, res);
  }
}
