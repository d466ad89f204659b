/** Why a picture was refused, for callers that react differently (the importer reports, the editor answers 4xx). */
export type RejectionReason = 'kind' | 'damaged' | 'too-large' | 'too-many-pixels' | 'unreadable';

/** A picture the store will not keep; `messages` is what the person who handed it in reads. */
export class PictureRejected extends Error {
  constructor(
    readonly messages: { zh: string; en: string },
    readonly reason: RejectionReason = 'damaged',
  ) {
    super(messages.en);
    this.name = 'PictureRejected';
  }
}

export const NOT_A_PICTURE = {
  zh: '只接受 JPG、PNG、GIF、WebP 或 TIFF 图片（按文件内容判断，而非文件名）',
  en: 'Only JPG, PNG, GIF, WebP or TIFF pictures are accepted (judged by the file content, not its name)',
};

export const DAMAGED_PICTURE = {
  zh: '图片已损坏或无法读取，请换一张图片',
  en: 'The picture is damaged or cannot be read; please choose another one',
};

export const PICTURE_TOO_LARGE = {
  zh: '图片文件过大（最大 20 MB）',
  en: 'The picture file is too large (at most 20 MB)',
};

export const TOO_MANY_PIXELS = {
  zh: '图片像素过多（最多 6000 万像素）',
  en: 'The picture has too many pixels (at most 60 million)',
};

export const PICTURE_UNREADABLE = {
  zh: '找不到图片文件或无法读取',
  en: 'The picture file cannot be found or read',
};
