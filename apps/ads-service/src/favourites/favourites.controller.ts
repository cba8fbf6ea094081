import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  FAVOURITES_SUBJECTS,
  type FavouriteIds,
  type FavouriteList,
  FavouriteListRequest,
  FavouriteRequest,
  type FavouriteStatus,
  type SubjectHandlers,
} from '@surimarkt/contracts';
import { FavouritesService } from './favourites.service';

/** Hearts, each handler checked against its subject (SubjectHandlers). */
@Controller()
export class FavouritesController implements SubjectHandlers<typeof FAVOURITES_SUBJECTS> {
  constructor(private readonly favourites: FavouritesService) {}

  @MessagePattern(FAVOURITES_SUBJECTS.status)
  status(@Payload() dto: FavouriteRequest): Promise<FavouriteStatus> {
    return this.favourites.status(dto.userId, dto.adId);
  }

  @MessagePattern(FAVOURITES_SUBJECTS.add)
  add(@Payload() dto: FavouriteRequest): Promise<FavouriteStatus> {
    return this.favourites.add(dto.userId, dto.adId);
  }

  @MessagePattern(FAVOURITES_SUBJECTS.remove)
  remove(@Payload() dto: FavouriteRequest): Promise<FavouriteStatus> {
    return this.favourites.remove(dto.userId, dto.adId);
  }

  @MessagePattern(FAVOURITES_SUBJECTS.list)
  list(@Payload() dto: FavouriteListRequest): Promise<FavouriteList> {
    return this.favourites.list(dto.userId);
  }

  @MessagePattern(FAVOURITES_SUBJECTS.ids)
  ids(@Payload() dto: FavouriteListRequest): Promise<FavouriteIds> {
    return this.favourites.ids(dto.userId);
  }
}
