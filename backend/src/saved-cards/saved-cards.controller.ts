import { Controller, Delete, Get, Param } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import type { components } from '../generated/contract';
import { SavedCardsService } from './saved-cards.service';

type Schemas = components['schemas'];

@Controller('users/me/cards')
export class SavedCardsController {
  constructor(private readonly cards: SavedCardsService) {}

  @Get()
  @Access({ user: 'signed-in' })
  listMyCards(@Auth() caller: AuthUser): Promise<Schemas['SavedCard'][]> {
    return this.cards.list(caller);
  }

  @Delete(':cardId')
  @Access({ user: 'signed-in' })
  removeMyCard(@Auth() caller: AuthUser, @Param('cardId') cardId: string): Promise<Schemas['Message']> {
    return this.cards.remove(caller, cardId);
  }
}
