/** A text in both of the shop's languages: a label, a message, a refusal the page shows in its reader's language. */
export interface LocalizedText {
  zh: string;
  en: string;
}
