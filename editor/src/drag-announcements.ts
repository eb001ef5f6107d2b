import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { Language } from './model';

/**
 * What screen readers hear while a section is moved, in the editor's language and with the
 * section's name and place (dnd-kit's own words are English and name internal ids).
 */
export function dragAnnouncements(
  language: Language,
  name: (id: UniqueIdentifier) => string,
  position: (id: UniqueIdentifier) => number,
  count: number,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const de = language === 'de';
  const at = (id: UniqueIdentifier) =>
    de ? `Position ${position(id)} von ${count}` : `position ${position(id)} of ${count}`;
  return {
    screenReaderInstructions: {
      draggable: de
        ? 'Leertaste hebt den Abschnitt auf, die Pfeiltasten verschieben ihn, Leertaste legt ihn ab, Escape bricht ab.'
        : 'Space picks the section up, the arrow keys move it, Space drops it, Escape cancels.',
    },
    announcements: {
      onDragStart: ({ active }) =>
        de
          ? `${name(active.id)} aufgenommen, ${at(active.id)}.`
          : `Picked up ${name(active.id)}, ${at(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over
          ? de
            ? `${name(active.id)} ist über ${at(over.id)}.`
            : `${name(active.id)} is over ${at(over.id)}.`
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? de
            ? `${name(active.id)} an ${at(over.id)} abgelegt.`
            : `${name(active.id)} dropped at ${at(over.id)}.`
          : de
            ? `${name(active.id)} abgelegt.`
            : `${name(active.id)} dropped.`,
      onDragCancel: ({ active }) =>
        de
          ? `Verschieben abgebrochen, ${name(active.id)} bleibt an seinem Platz.`
          : `Moving cancelled, ${name(active.id)} stays where it was.`,
    },
  };
}
