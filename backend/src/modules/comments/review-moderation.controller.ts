import { ParseIdPipe } from '../../http/parse-id.pipe';
import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { DataAnswer, Enveloped, QueuedReview, StaffPage } from '@shop/contract';
import { ok } from '../../http/envelope';
import { CurrentUser, SessionUser } from '../identity/current-user.decorator';
import { StaffGuard } from '../identity/staff.guard';
import { ReviewQueueQueryDto, ReviewReplyDto } from './dto/moderate-review.dto';
import { QUEUE_PAGE_SIZE, ReviewModerationService } from './review-moderation.service';
import { toQueuedReview } from './review-response';

/** The staff review queue (not in the spec's call table: the spec has no staff area). */
@Controller('admininfo/reviews')
@UseGuards(StaffGuard)
export class ReviewModerationController {
  constructor(private readonly moderation: ReviewModerationService) {}

  @Get()
  async queue(@Query() query: ReviewQueueQueryDto): Promise<Enveloped<StaffPage<QueuedReview>>> {
    const { reviews, total } = await this.moderation.queue(query.status ?? 'pending', Number(query.page ?? 1));
    const page: StaffPage<QueuedReview> = { data: reviews.map(toQueuedReview), total, pagesize: QUEUE_PAGE_SIZE };
    return ok(page);
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(@Param('id', ParseIdPipe) id: number, @CurrentUser() staff: SessionUser): Promise<Enveloped<DataAnswer<QueuedReview>>> {
    return ok({ data: toQueuedReview(await this.moderation.decide(id, 'approved', staff.id)) });
  }

  @Post(':id/reject')
  @HttpCode(200)
  async reject(@Param('id', ParseIdPipe) id: number, @CurrentUser() staff: SessionUser): Promise<Enveloped<DataAnswer<QueuedReview>>> {
    return ok({ data: toQueuedReview(await this.moderation.decide(id, 'rejected', staff.id)) });
  }

  @Post(':id/reply')
  @HttpCode(200)
  async reply(@Param('id', ParseIdPipe) id: number, @Body() body: ReviewReplyDto, @CurrentUser() staff: SessionUser): Promise<Enveloped<DataAnswer<QueuedReview>>> {
    return ok({ data: toQueuedReview(await this.moderation.reply(id, body.content, staff.id)) });
  }
}
