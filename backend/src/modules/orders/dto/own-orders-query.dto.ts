import type { OrderSearch, Same } from '@shop/contract';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ORDER_STATUSES, OrderStatusFilter } from '../own-order-filter';

/** POST /orderinfo/showallorder: both fields optional (none = every order, as the spec's client sends it). */
export class OwnOrdersQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(['', ...ORDER_STATUSES], { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatusFilter | '';
}

const FIELDS_MATCH_CONTRACT: Same<keyof OwnOrdersQueryDto, keyof OrderSearch> = true;
void FIELDS_MATCH_CONTRACT;
