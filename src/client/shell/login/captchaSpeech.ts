// The captcha's non-visual alternative: the browser's speech synthesis reads the digits aloud, one by
// one, in the UI language, on request (a canvas image alone shuts out blind users).
import { cultureOf } from '../../../shared/constants';

/** The voice's language: the request culture, except Spanish, which the culture cookie maps to zh-CN. */
export function speechLang(language: string): string {
  return language === 'es' ? 'es-ES' : cultureOf(language);
}

type SpeakingWindow = Window & { SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance };

export function canSpeak(win: SpeakingWindow = window): boolean {
  return typeof win.speechSynthesis !== 'undefined' && typeof win.SpeechSynthesisUtterance !== 'undefined';
}

/** Reads `code` digit by digit; a new request cuts off the one still speaking. */
export function speakCode(code: string, language: string, win: SpeakingWindow = window): void {
  if (!canSpeak(win) || !win.SpeechSynthesisUtterance) return;
  const utterance = new win.SpeechSynthesisUtterance([...code].join(' '));
  utterance.lang = speechLang(language);
  utterance.rate = 0.7;
  win.speechSynthesis.cancel();
  win.speechSynthesis.speak(utterance);
}
