import type { Language } from './model';
import { useEditor } from './store';

/** The editor's own words, in German and English (docs/house-rules.md "Editors' tools"). */
const TEXTS = {
  editor: ['Seiten-Editor', 'Page editor'],
  pages: ['Seiten', 'Pages'],
  search: ['Seiten suchen', 'Search pages'],
  newPage: ['Neue Seite', 'New page'],
  duplicate: ['Duplizieren', 'Duplicate'],
  delete: ['Löschen', 'Delete'],
  inMenu: ['Im Menü', 'In the menu'],
  inFooter: ['In der Fußzeile', 'In the footer'],
  sections: ['Abschnitte', 'Sections'],
  addSection: ['Abschnitt hinzufügen', 'Add section'],
  moveUp: ['Nach oben', 'Move up'],
  moveDown: ['Nach unten', 'Move down'],
  remove: ['Entfernen', 'Remove'],
  addItem: ['Eintrag hinzufügen', 'Add item'],
  addParagraph: ['Absatz hinzufügen', 'Add paragraph'],
  addCard: ['Karte hinzufügen', 'Add card'],
  addStep: ['Schritt hinzufügen', 'Add step'],
  dragHandle: [
    'Ziehen zum Verschieben (Leertaste, dann Pfeiltasten)',
    'Drag to move (Space, then arrow keys)',
  ],
  save: ['Speichern', 'Save'],
  saveShortcut: ['Speichern (Strg+S)', 'Save (Ctrl+S)'],
  skipToPages: ['Zur Seitenliste', 'Skip to the pages'],
  skipToSections: ['Zu den Abschnitten', 'Skip to the sections'],
  skipToForm: ['Zum Formular des Abschnitts', "Skip to the section's form"],
  skipToPreview: ['Zur Vorschau', 'Skip to the preview'],
  sectionForm: ['Formular des Abschnitts', "The section's form"],
  editArea: ['Seite bearbeiten', 'Edit the page'],
  saveAnyway: ['Trotzdem speichern', 'Save anyway'],
  cancel: ['Abbrechen', 'Cancel'],
  close: ['Schließen', 'Close'],
  create: ['Anlegen', 'Create'],
  undo: ['Rückgängig', 'Undo'],
  redo: ['Wiederholen', 'Redo'],
  problems: ['Probleme', 'Problems'],
  noProblems: ['Keine Probleme gefunden.', 'No problems found.'],
  zoom: ['Größe', 'Size'],
  zoomFit: ['Einpassen', 'Fit'],
  zoomFull: ['100 %', '100 %'],
  problemCountNone: ['Keine Probleme', 'No problems'],
  problemCountOne: ['1 Problem', '1 problem'],
  problemCountMany: ['{count} Probleme', '{count} problems'],
  problemCountHelp: ['Zur Liste der Probleme', 'To the list of problems'],
  checking: ['Wird geprüft …', 'Checking …'],
  filesToSave: ['Diese Dateien werden geändert:', 'These files will change:'],
  filesToDelete: ['Diese Dateien werden gelöscht:', 'These files will be deleted:'],
  filesToCreate: ['Diese Dateien werden neu angelegt:', 'These files will be created:'],
  created: ['Neu angelegt:', 'New:'],
  deleted: ['Gelöscht:', 'Deleted:'],
  nothingToSave: ['Keine Änderungen zu speichern.', 'Nothing to save.'],
  saveWithProblems: [
    'Es gibt noch Probleme. Speichern ist nur mit „Trotzdem speichern“ möglich:',
    'There are problems. Saving is only possible with "Save anyway":',
  ],
  saved: ['Gespeichert:', 'Saved:'],
  conflict: [
    'Diese Datei wurde außerhalb des Editors geändert:',
    'This file was changed outside the editor:',
  ],
  reload: [
    'Von der Festplatte neu laden (meine Änderungen daran verwerfen)',
    'Reload from disk (drop my changes to it)',
  ],
  keepMine: ['Meine Fassung behalten', 'Keep mine'],
  conflictOverlap: [
    'Beide Seiten haben diese Texte geändert; „Meine Fassung behalten“ nimmt hier meine, sonst bleiben alle Änderungen beider Seiten:',
    'Both sides changed these texts; "Keep mine" takes mine here and keeps every other change of either side:',
  ],
  conflictNoOverlap: [
    'Keine Stelle wurde auf beiden Seiten geändert: „Meine Fassung behalten“ behält alle Änderungen beider Seiten.',
    'No place was changed on both sides: "Keep mine" keeps every change of either side.',
  ],
  conflictMine: ['meine Fassung', 'mine'],
  conflictTheirs: ['auf der Festplatte', 'on disk'],
  preview: ['Vorschau', 'Preview'],
  previewLanguage: ['Sprache der Vorschau', 'Preview language'],
  width: ['Breite', 'Width'],
  german: ['Deutsch', 'German'],
  english: ['Englisch', 'English'],
  path: ['Adresse (z. B. /karriere)', 'Address (e.g. /careers)'],
  pathExample: ['/karriere', '/careers'],
  englishVersion: ['Englische Fassung', 'English version'],
  pageAddress: ['Adresse der Seite', 'Address of the page'],
  fileName: ['Dateiname', 'File name'],
  title: ['Titel', 'Title'],
  description: ['Beschreibung', 'Description'],
  startSections: ['Abschnitte zum Start', 'Starting sections'],
  pageSettings: ['Seiteneinstellungen', 'Page settings'],
  selectSection: [
    'Wählen Sie links einen Abschnitt oder klicken Sie ihn in der Vorschau an.',
    'Choose a section on the left or click it in the preview.',
  ],
  noPage: ['Wählen Sie eine Seite.', 'Choose a page.'],
  deleteTitle: ['Seite {path} löschen?', 'Delete the page {path}?'],
  deleteBlocked: [
    'Diese Stellen verlinken noch auf die Seite. Ändern Sie dort zuerst den Link (ein Klick führt hin), dann lässt sie sich löschen:',
    'These places still link to the page. Change the link there first (a click takes you there); then it can be deleted:',
  ],
  inMenuAndFooter: [
    'Sie steht im Menü und in der Fußzeile – dort auch entfernen?',
    'It is in the menu and the footer – remove it there too?',
  ],
  inMenuOnly: [
    'Sie steht im Menü – dort auch entfernen?',
    'It is in the menu – remove it there too?',
  ],
  inFooterOnly: [
    'Sie steht in der Fußzeile – dort auch entfernen?',
    'It is in the footer – remove it there too?',
  ],
  deleteTakes: ['Mit der Seite werden gelöscht:', 'Deleted with the page:'],
  deleteTexts: ['ihre Texte auf Deutsch und Englisch', 'its texts in German and English'],
  deleteLabel: ['ihre Bezeichnung im Menü: {label}', 'its label in the menu: {label}'],
  deleteImages: ['Bilder, die nur sie zeigt:', 'Images only it shows:'],
  deleteUntilSave: [
    'Geschrieben wird erst mit „Speichern“; bis dahin holt „Rückgängig“ alles zurück.',
    'Nothing is written until you save; until then, Undo brings everything back.',
  ],
  confirmDelete: ['Ja, löschen', 'Yes, delete'],
  confirmDeleteEverywhere: [
    'Ja, überall entfernen und löschen',
    'Yes, remove it everywhere and delete',
  ],
  articleLink: ['News-Artikel {file} (Link im Text)', 'News article {file} (link in the text)'],
  siteLink: ['Menü oder Fußzeile ({where})', 'Menu or footer ({where})'],
  navLabel: ['Bezeichnung im Menü', 'Label in the menu'],
  navLabelFooter: ['Bezeichnung in der Fußzeile', 'Label in the footer'],
  navLabelBoth: ['Bezeichnung im Menü und in der Fußzeile', 'Label in the menu and the footer'],
  newText: ['Neuer Text', 'New text'],
  removeText: ['Text entfernen', 'Remove text'],
  choosePage: ['Seite wählen', 'Choose a page'],
  anchorPart: ['Sprungmarke (optional)', 'Anchor (optional)'],
  anchorHelp: [
    'Springt zu einem Abschnitt der Seite, z. B. kontakt; leer: an den Anfang der Seite.',
    'Jumps to a section of the page, e.g. contact; empty: to the top of the page.',
  ],
  chooseImage: ['Bild wählen', 'Choose an image'],
  upload: [
    'Bild hochladen (png, jpg, webp, svg; bis 2 MB)',
    'Upload an image (png, jpg, webp, svg; up to 2 MB)',
  ],
  uploadHeld: [
    'hochgeladen; „Speichern“ legt das Bild in public/images/ ab.',
    'uploaded; Save puts the picture into public/images/.',
  ],
  none: ['(keins)', '(none)'],
  interface: ['Sprache des Editors', 'Editor language'],
  usedOnPages: [
    'Dieser Text wird auch an anderen Stellen verwendet.',
    'This text is used in other places too.',
  ],
  required: ['Pflichtfeld', 'Required'],
  newPath: ['Adresse der Kopie', 'Address of the copy'],
  gallery: ['Abschnitt wählen', 'Choose a section'],
  changedOnDisk: ['Auf der Festplatte geändert', 'Changed on disk'],
  savedNothing: ['Nichts gespeichert.', 'Nothing saved.'],
  pageDetails: ['Seitentitel, Beschreibung, Suchbegriffe', 'Page title, description, keywords'],
  metaTitle: ['Seitentitel', 'Page title'],
  metaTitleHelp: [
    'Steht im Browser-Tab und als Überschrift im Suchergebnis; kurz halten (etwa 60 Zeichen).',
    'Shown in the browser tab and as the headline of the search result; keep it short (about 60 characters).',
  ],
  metaDescription: ['Beschreibung für Suchmaschinen', 'Description for search engines'],
  metaDescriptionHelp: [
    'Ein, zwei Sätze, die Suchmaschinen und geteilte Links unter dem Titel zeigen (etwa 150 Zeichen).',
    'One or two sentences search engines and shared links show under the title (about 150 characters).',
  ],
  metaKeywords: ['Suchbegriffe', 'Keywords'],
  metaKeywordsHelp: [
    'Begriffe, unter denen die Seite gefunden werden soll, durch Kommas getrennt.',
    'Words the page should be found by, separated by commas.',
  ],
  metaImage: ['Vorschaubild beim Teilen', 'Image for sharing'],
  metaImageHelp: [
    'Das Bild, das soziale Netzwerke und Messenger zeigen, wenn jemand die Seite teilt.',
    'The picture social networks and messengers show when someone shares the page.',
  ],
  metaRobots: ['Suchmaschinen', 'Search engines'],
  metaRobotsHelp: [
    'Ob Suchmaschinen die Seite aufführen dürfen (ohne Angabe: ja).',
    'Whether search engines may list the page (if not set: yes).',
  ],
  confirmTitle: ['Trotz Problemen speichern?', 'Save despite the problems?'],
  confirmConsequences: [
    'Die Änderungen werden so in die Dateien geschrieben, wie sie sind. Solange die Probleme bestehen, schlagen „npm run validate“ und der Build fehl: Die Website kann erst wieder veröffentlicht werden, wenn jemand sie behebt.',
    'The changes are written to the files as they are. While the problems remain, "npm run validate" and the build fail: the site cannot be published again until someone fixes them.',
  ],
  openProblems: ['Offene Probleme', 'Open problems'],
  confirmSave: ['Ja, trotz Problemen speichern', 'Yes, save despite the problems'],
  back: ['Zurück', 'Back'],
  optional: ['(optional)', '(optional)'],
  untilMark: ['bis {day}', 'until {day}'],
  endedMark: ['beendet {day}', 'ended {day}'],
  textUntilMark: ['Text bis {day}', 'text until {day}'],
  textEndedMark: ['Text beendet {day}', 'text ended {day}'],
  untilHelp: [
    'Leer lassen, damit der Abschnitt immer gezeigt wird. Mit einem Tag zeigt die Website ihn bis einschließlich dieses Tages (Wiener Zeit) und lässt ihn ab dem Tag danach weg; zwei Wochen vorher erinnert die Prüfung der Seiten daran.',
    'Leave empty to show the section always. With a day, the site shows it up to and including that day (Vienna time) and leaves it out from the next day on; two weeks before, the page check reminds you.',
  ],
  untilIncomplete: [
    'Das Datum ist unvollständig: Tag, Monat und Jahr eingeben (oder das Feld ganz leeren). Bis dahin hat der Abschnitt kein Enddatum.',
    'The date is incomplete: enter day, month and year (or clear the field). Until then the section has no end date.',
  ],
  untilShown: [
    'Die Website zeigt diesen Abschnitt bis einschließlich {day}.',
    'The site shows this section up to and including {day}.',
  ],
  untilEnded: [
    'Beendet: Die Website zeigte diesen Abschnitt bis einschließlich {day} und lässt ihn seitdem weg.',
    'Ended: the site showed this section up to and including {day} and has left it out since.',
  ],
  textShown: ['wird bis einschließlich {day} gezeigt.', 'shown up to and including {day}.'],
  textEnded: [
    'beendet: bis einschließlich {day} gezeigt, seitdem weggelassen.',
    'ended: shown up to and including {day}, left out since.',
  ],
  'refused.too-large': ['Die Datei ist größer als 2 MB.', 'The file is larger than 2 MB.'],
  'refused.not-an-image-type': [
    'Hochladen lassen sich nur Bilder im Format png, jpg, webp oder svg.',
    'Only png, jpg, webp and svg images can be uploaded.',
  ],
  'refused.not-that-image': [
    'Der Inhalt der Datei passt nicht zu ihrer Endung: Sie ist kein Bild dieses Formats.',
    "The file's content does not match its extension: it is no image of that format.",
  ],
  'refused.not-writable': [
    'Der Editor schreibt nur Seiten, Textdateien und Bilder in public/images/.',
    'The editor writes only pages, locale files and images in public/images/.',
  ],
  'refused.is-a-link': [
    'Die Datei ist eine Verknüpfung (symbolischer Link), oder eine Verknüpfung auf dem Weg zu ihr führt aus ihrem Ordner hinaus; durch Verknüpfungen schreibt der Editor nicht.',
    'The file is a symbolic link, or a link on the way to it leads out of its folder; the editor does not write through links.',
  ],
  failed: [
    'Das hat nicht geklappt; die Konsole von „npm run edit“ nennt den Grund.',
    'That did not work; the console of "npm run edit" says why.',
  ],
} satisfies Record<string, [string, string]>;

export type UiKey = keyof typeof TEXTS;

export function uiText(language: Language, key: UiKey): string {
  return TEXTS[key][language === 'de' ? 0 : 1];
}

/** What the editor's server refused (an upload, a path), in `language`. */
export function refusalText(
  language: Language,
  result: { refused?: string; code?: string; error?: string },
): string {
  const key = `refused.${result.code ?? ''}`;
  if (key in TEXTS) return uiText(language, key as UiKey);
  return result.refused || result.error ? uiText(language, 'failed') : '';
}

export function useUi(): (key: UiKey) => string {
  const language = useEditor((s) => s.ui);
  return (key) => uiText(language, key);
}
