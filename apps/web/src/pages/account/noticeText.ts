import { safeReferer } from '@bangyan/contract';

/** A piece of a notice's body: plain text, or a word linking to an in-site page (`to`). */
export type NoticePiece = { text: string; to?: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/**
 * A notice's body in pieces: `[label](/path)` becomes a link to that page of the site; a link that would leave the
 * site stays as its written text. Line breaks stay in the text.
 */
export function noticePieces(body: string): NoticePiece[] {
  const pieces: NoticePiece[] = [];
  let at = 0;
  for (const match of body.matchAll(LINK)) {
    const [whole, label, path] = match;
    const to = safeReferer(path!);
    if (to === null) continue;
    if (match.index > at) pieces.push({ text: body.slice(at, match.index) });
    pieces.push({ text: label!, to });
    at = match.index + whole.length;
  }
  if (at < body.length) pieces.push({ text: body.slice(at) });
  return pieces;
}
