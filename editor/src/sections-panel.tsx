import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { AddSectionDialog } from './add-section';
import { dragAnnouncements } from './drag-announcements';
import { getText, move, setIn, type Docs, type Page, type Section } from './model';
import { valueProblems } from './problems';
import { useEditor } from './store';
import { useSectionLabel } from './section-label';
import { editorToday, endMark, sectionEnds } from './section-until';
import { useUi } from './ui-texts';

/** Every section keeps an identity while it moves (dnd-kit needs one per item). */
const ids = new WeakMap<object, string>();
let counter = 0;
const idOf = (section: Section) => {
  let id = ids.get(section);
  if (!id) ids.set(section, (id = `section-${++counter}`));
  return id;
};

function setSections(file: string, change: (sections: Section[]) => Section[]) {
  useEditor.getState().edit((docs: Docs) => ({
    ...docs,
    [file]: setIn(docs[file], ['sections'], change((docs[file] as Page).sections)),
  }));
}

export function moveSection(file: string, from: number, to: number) {
  setSections(file, (sections) => move(sections, from, to));
  useEditor.getState().select(file, to);
}

function SectionRow({ file, index, section }: { file: string; index: number; section: Section }) {
  const ui = useUi();
  const sectionLabel = useSectionLabel();
  const selected = useEditor((s) => s.section === index);
  const docs = useEditor((s) => s.docs);
  const language = useEditor((s) => s.ui);
  const count = (docs[file] as Page).sections.length;
  const problems = useEditor((s) => valueProblems(s.problems, file, ['sections', index]).length);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: idOf(section),
  });
  const title = section.props.title;
  const heading = typeof title === 'string' ? getText(docs, language, title) : undefined;
  const name = `${index + 1}. ${sectionLabel(section.type)}${heading ? ` – ${heading}` : ''}`;
  // Its end date, or that of a text inside it, so an ending block is seen in the list.
  const mark = endMark(sectionEnds(docs[file] as Page, index), editorToday(), language);
  const style = { transform: CSS.Transform.toString(transform), transition };
  const button = 'rounded border border-slate-400 bg-white px-1.5 text-sm disabled:opacity-40';
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`flex items-center gap-1 rounded border p-1 ${selected ? 'border-accent bg-orange-50' : 'border-line bg-white'} ${isDragging ? 'shadow-lg' : ''}`}
    >
      <button
        type="button"
        className="cursor-grab px-1 text-muted"
        aria-label={`${ui('dragHandle')}: ${name}`}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        data-open-section=""
        onClick={() => useEditor.getState().open(file, index)}
        className="flex min-w-0 flex-1 items-center gap-1 text-left text-sm"
      >
        <span className="truncate">{name}</span>
        {mark && (
          <span
            data-end-mark=""
            className={`shrink-0 rounded px-1 text-xs font-semibold ${mark.ended ? 'bg-red-50 text-danger' : 'bg-amber-100 text-ink'}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className="mr-0.5 inline h-3 w-3 align-[-1px]"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            >
              <circle cx="8" cy="8" r="6.2" />
              <path d="M8 4.5V8l2.5 1.5" />
            </svg>
            {mark.text}
          </span>
        )}
        {problems > 0 && <span className="shrink-0 text-danger">({problems} ⚠)</span>}
      </button>
      <button
        type="button"
        className={button}
        disabled={index === 0}
        onClick={() => moveSection(file, index, index - 1)}
        aria-label={`${ui('moveUp')}: ${name}`}
      >
        ↑
      </button>
      <button
        type="button"
        className={button}
        disabled={index === count - 1}
        onClick={() => moveSection(file, index, index + 1)}
        aria-label={`${ui('moveDown')}: ${name}`}
      >
        ↓
      </button>
      <button
        type="button"
        className={button}
        aria-label={`${ui('duplicate')}: ${name}`}
        onClick={() => {
          setSections(file, (sections) => {
            const copy = JSON.parse(JSON.stringify(section)) as Section;
            delete copy.anchor;
            return [...sections.slice(0, index + 1), copy, ...sections.slice(index + 1)];
          });
          useEditor.getState().select(file, index + 1);
        }}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="inline h-3.5 w-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="5" y="5" width="9" height="9" rx="1" />
          <path d="M11 5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h2" />
        </svg>
      </button>
      <button
        type="button"
        className={button}
        aria-label={`${ui('remove')}: ${name}`}
        onClick={() => {
          setSections(file, (sections) => sections.filter((_, i) => i !== index));
          useEditor.getState().select(file, null);
        }}
      >
        ✕
      </button>
    </li>
  );
}

/** The page's sections: drag (pointer or keyboard) or the arrow buttons to reorder. */
export function SectionsPanel({ file }: { file: string }) {
  const ui = useUi();
  const page = useEditor((s) => s.docs[file]) as Page;
  const [adding, setAdding] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const items = page.sections.map(idOf);
  const sectionLabel = useSectionLabel();
  const language = useEditor((s) => s.ui);
  const position = (id: UniqueIdentifier) => items.indexOf(String(id)) + 1;
  const accessibility = dragAnnouncements(
    language,
    (id) => `„${sectionLabel(page.sections[position(id) - 1]?.type ?? '')}“`,
    position,
    items.length,
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveSection(file, items.indexOf(String(active.id)), items.indexOf(String(over.id)));
  };
  return (
    <section aria-labelledby="sections-heading">
      <h2 id="sections-heading" className="mb-1 text-lg font-semibold">
        {ui('sections')}
      </h2>
      {/* A new context for each language: its live region kept the last announcement, German
          after a switch to English, for screen readers to find. */}
      <DndContext
        key={language}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={items} strategy={verticalListSortingStrategy}>
          <ol className="space-y-1">
            {page.sections.map((section, index) => (
              <SectionRow key={idOf(section)} file={file} index={index} section={section} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button type="button" className="btn-secondary mt-2" onClick={() => setAdding(true)}>
        + {ui('addSection')}
      </button>
      {adding && <AddSectionDialog file={file} onClose={() => setAdding(false)} />}
    </section>
  );
}
