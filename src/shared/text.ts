/**
 * Characters that change how text reads without being seen: the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069, "Trojan Source") and the invisible
 * spaces (U+200B zero width space, U+2060 word joiner, U+FEFF byte order mark). A name or a note
 * carrying them can show staff something other than what it says; they are taken out of text
 * people send. Joiners that scripts and emoji need (U+200C, U+200D) stay.
 */
export const INVISIBLE_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/g;

/** Text without the invisible controls above. */
export function withoutInvisibleControls(text: string): string {
  return text.replace(INVISIBLE_CONTROLS, '');
}

export const NUL_MESSAGE = 'Text cannot contain a NUL character.';

export const NESTING_MESSAGE = 'The request is nested too deeply.';
