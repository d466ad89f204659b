import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.service';
import type { OrderLine } from './order-line.entity';
import type { Order } from './order.entity';
import { shipsWithinChina } from '@shop/contract';

/**
 * Issue 31: one delivery promise per destination (settings DELIVERY_DAYS_CHINA and
 * DELIVERY_DAYS_INTERNATIONAL), said the same way on the home tile, the payment page and the mails;
 * where staff set a size's stock status (现货, ships in N weeks) that line says it instead.
 */
export interface DeliveryDays {
  china: string;
  international: string;
}

const PROMISE = {
  zh: { china: (d: string) => `国内包邮，发货后 ${d} 个工作日送达`, international: (d: string) => `国际订单发货后 ${d} 个工作日送达` },
  en: { china: (d: string) => `Free shipping within China: delivered ${d} working days after dispatch`, international: (d: string) => `International orders are delivered ${d} working days after dispatch` },
};

/** The stock vocabulary (@shop/contract's STOCK_STATUSES) as a delivery promise, in both languages. */
const STOCK: Record<string, { zh: string; en: string }> = {
  'In stock': { zh: '现货', en: 'In stock' },
  '1 week': { zh: '1 周内发货', en: 'Ships in 1 week' },
  '2-3 weeks': { zh: '2-3 周发货', en: 'Ships in 2-3 weeks' },
  '4-6 weeks': { zh: '4-6 周发货', en: 'Ships in 4-6 weeks' },
  'Made to order': { zh: '订制生产，发货时间另行通知', en: 'Made to order; we will tell you the ship date' },
};

export function destinationPromise(days: DeliveryDays, withinChina: boolean, language: 'zh' | 'en'): string {
  return withinChina ? PROMISE[language].china(days.china) : PROMISE[language].international(days.international);
}

/** A line's stock status as staff set it for the ordered size ('' when none is set or the product left). */
export function lineStock(line: OrderLine): string {
  if (!line.product) return '';
  const stock = [line.product.stock1, line.product.stock2, line.product.stock3][line.priceOption - 1] ?? '';
  return stock.trim();
}

export function stockPromise(stock: string, language: 'zh' | 'en'): string {
  return STOCK[stock]?.[language] ?? stock;
}

/** What an order's mail says about delivery: the destination's promise, then each line whose stock status staff set. */
export interface OrderDelivery {
  promise: string;
  lines: string[];
}

@Injectable()
export class DeliveryPromises {
  constructor(private readonly config: AppConfig) {}

  days(): DeliveryDays {
    return { china: this.config.get('DELIVERY_DAYS_CHINA'), international: this.config.get('DELIVERY_DAYS_INTERNATIONAL') };
  }

  forOrder(order: Order): OrderDelivery {
    const language = order.language;
    const lines = [...(order.lines ?? [])]
      .sort((a, b) => a.position - b.position)
      .filter((line) => lineStock(line))
      .map((line) => `${line.catalogueNumber} ${line.size}: ${stockPromise(lineStock(line), language)}`);
    return { promise: destinationPromise(this.days(), shipsWithinChina(order.recipientCountry), language), lines };
  }
}
