import { franc } from 'franc-min';

/** ISO 639-3 (franc) to the ISO 639-1 codes we store; others are kept as 639-3. */
const TO_639_1: Record<string, string> = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  deu: 'de',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
  cmn: 'zh',
  jpn: 'ja',
  kor: 'ko',
  arb: 'ar',
  rus: 'ru',
  hin: 'hi',
  ind: 'id',
  vie: 'vi',
  tur: 'tr',
  pol: 'pl',
};

/** Language of a text, or null when it is too short or unclear to tell. */
export function detectLanguage(text: string): string | null {
  const code = franc(text.slice(0, 2000), { minLength: 12 });
  if (code === 'und') return null;
  // franc-min confuses Scots with English on short texts; English is far more likely here.
  if (code === 'sco') return 'en';
  return TO_639_1[code] ?? code;
}
