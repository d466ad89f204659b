import { HttpStatus } from '@nestjs/common';
import { LocalizedText } from '@shop/contract';
import { LocalizedException } from '../../http/localized-exception';
import { parseId } from '../../http/parse-id.pipe';

export const NOT_PAID = { zh: '订单尚未付款，不能发货', en: 'The order has not been paid, so it cannot be shipped' };
export const ALREADY_SHIPPED = {
  zh: '订单已按其他批号发货，发货批号不能再更改',
  en: 'The order has already been shipped with other lots; the shipped lots cannot change',
};
export const LOT_PER_LINE = (lines: number): LocalizedText => ({
  zh: `请为订单的每一行选择发货批号（共 ${lines} 行，按行的顺序）`,
  en: `Choose the shipped lot of every order line (${lines} lines, in line order)`,
});
export const BAD_LOT_ID = { zh: '批号编号无效', en: 'Invalid lot id' };

const lineName = (line: ShippingLine): LocalizedText => ({ zh: `第 ${line.position} 行（货号 ${line.catalogueNumber}）`, en: `Line ${line.position} (Cat# ${line.catalogueNumber})` });
const refuse = (line: ShippingLine, zh: string, en: string) => {
  const name = lineName(line);
  return new LocalizedException({ zh: `${name.zh}${zh}`, en: `${name.en} ${en}` }, HttpStatus.BAD_REQUEST, { line: line.position });
};

export interface ShippingLine {
  id: number;
  position: number;
  productId: number | null;
  catalogueNumber: string;
}

export interface CandidateLot {
  id: number;
  productId: number;
  lotNumber: string;
  expiresOn: string;
  expired: boolean;
}

/** The lot ids as sent: digits within the id range, or '' (no lot). */
export function readLotIds(sent: string[]): Array<number | null> {
  return sent.map((text) => {
    const value = text.trim();
    if (value === '') return null;
    const id = parseId(value);
    if (id === null) throw new LocalizedException(BAD_LOT_ID, HttpStatus.BAD_REQUEST);
    return id;
  });
}

/**
 * Pairs every line with its lot, or says which line is wrong and why: each line of a catalogue
 * product needs a current lot of that very product; a line whose product left the catalogue has none.
 */
export function assignLots(lines: ShippingLine[], lotIds: Array<number | null>, lots: Map<number, CandidateLot>): Array<{ lineId: number; lotId: number | null }> {
  if (lotIds.length !== lines.length) throw new LocalizedException(LOT_PER_LINE(lines.length), HttpStatus.BAD_REQUEST);
  return lines.map((line, index) => {
    const lotId = lotIds[index];
    if (line.productId === null) {
      if (lotId !== null) throw refuse(line, '的产品已不在目录中，不能指定批号', "is for a product that has left the catalogue; it takes no lot");
      return { lineId: line.id, lotId: null };
    }
    if (lotId === null) throw refuse(line, '须选择发货批号', 'needs its shipped lot');
    const lot = lots.get(lotId);
    if (!lot || lot.productId !== line.productId) throw refuse(line, '所选批号不是该产品的批号', 'names a lot that is not a lot of this product');
    if (lot.expired) throw refuse(line, `的批号 ${lot.lotNumber} 已过期（有效期至 ${lot.expiresOn}），不能发货`, `names lot ${lot.lotNumber}, which expired on ${lot.expiresOn}; it cannot be shipped`);
    return { lineId: line.id, lotId };
  });
}
